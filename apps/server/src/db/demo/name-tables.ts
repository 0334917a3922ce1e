/**
 * Name material for the demo world: per country, given names players put in their nicknames,
 * cities teams are named after, and the country code some players add. Weights roughly follow
 * where such a game's players come from; a few names keep their own script on purpose, so
 * screens get tested with Greek, Cyrillic, Chinese and Arabic text.
 */
/** Lists are written as comma-separated text to keep this table readable. */
const list = (text: string): readonly string[] => text.split(', ');

export interface CountryNames {
  code: string;
  weight: number;
  names: readonly string[];
  nativeNames?: readonly string[];
  cities: readonly string[];
  /** Club words of that country ("Spor", "Calcio", …), used besides the international ones. */
  clubWords?: readonly string[];
}

export const COUNTRIES: readonly CountryNames[] = [
  {
    code: 'TR',
    weight: 14,
    names: list(
      'Emre, Burak, Mert, Kaan, Arda, Cem, Oğuz, Serkan, Yusuf, Hakan, Çağan, Eren, Selin, Elif, Deniz, Barış, Onur, Tolga, Umut, Volkan',
    ),
    cities: list(
      'Istanbul, Izmir, Ankara, Bursa, Trabzon, Antalya, Konya, Eskişehir, Samsun, Adana, Kayseri, Gaziantep',
    ),
    clubWords: list('Spor, Gücü, Kartalları'),
  },
  {
    code: 'GR',
    weight: 6,
    names: list(
      'Nikos, Giorgos, Kostas, Yannis, Dimitris, Panos, Stelios, Thanos, Vasilis, Eleni, Maria, Christos, Alexis, Manolis',
    ),
    nativeNames: list('Νίκος, Γιάννης, Δημήτρης, Ελένη'),
    cities: list('Athens, Thessaloniki, Patras, Heraklion, Larissa, Volos, Ioannina, Chania, Kavala, Rhodes'),
    clubWords: list('Asteras, Aris'),
  },
  {
    code: 'DE',
    weight: 9,
    names: list(
      'Lukas, Jonas, Leon, Felix, Maximilian, Paul, Jürgen, Tobias, Niklas, Lena, Hannah, Moritz, Tim, Julian, Sören',
    ),
    cities: list(
      'Berlin, Hamburg, München, Köln, Dortmund, Bremen, Leipzig, Stuttgart, Frankfurt, Hannover, Nürnberg, Kiel',
    ),
    clubWords: list('Borussia, Eintracht, Fortuna'),
  },
  {
    code: 'FR',
    weight: 7,
    names: list(
      'Lucas, Hugo, Théo, Louis, Antoine, Mathis, Noé, Camille, Chloé, Julien, Maxime, Baptiste, Élodie, Rémi',
    ),
    cities: list(
      'Paris, Marseille, Lyon, Toulouse, Nice, Nantes, Bordeaux, Lille, Rennes, Strasbourg, Montpellier',
    ),
    clubWords: list('Olympique, Stade, Racing'),
  },
  {
    code: 'ES',
    weight: 8,
    names: list(
      'Pablo, Alejandro, Javier, Sergio, Álvaro, Diego, Iker, Lucía, Marta, Raúl, Adrián, Carlos, Íñigo, Nacho',
    ),
    cities: list(
      'Madrid, Barcelona, Sevilla, Valencia, Bilbao, Málaga, Zaragoza, Vigo, Granada, Cádiz, Oviedo',
    ),
    clubWords: list('Real, Atlético, Deportivo, Unión'),
  },
  {
    code: 'IT',
    weight: 7,
    names: list(
      'Marco, Luca, Matteo, Alessandro, Lorenzo, Davide, Giulia, Francesco, Andrea, Simone, Federico, Riccardo, Chiara',
    ),
    cities: list('Roma, Milano, Napoli, Torino, Firenze, Genova, Bologna, Palermo, Verona, Bari, Parma'),
    clubWords: list('Calcio, Sporting, Virtus'),
  },
  {
    code: 'PT',
    weight: 4,
    names: list('João, Tiago, Rui, Diogo, Gonçalo, Bruno, Rafael, Inês, Beatriz, Nuno, Pedro, André'),
    cities: list('Lisboa, Porto, Braga, Coimbra, Faro, Setúbal, Funchal, Aveiro, Guimarães'),
    clubWords: list('Sporting, Académica, Vitória'),
  },
  {
    code: 'NL',
    weight: 4,
    names: list('Daan, Sem, Lars, Bram, Thijs, Ruben, Jesse, Sanne, Fleur, Joris, Wouter, Niels'),
    cities: list('Amsterdam, Rotterdam, Utrecht, Eindhoven, Groningen, Den Haag, Tilburg, Nijmegen, Zwolle'),
    clubWords: list('Ajax, Willem, Go Ahead'),
  },
  {
    code: 'PL',
    weight: 5,
    names: list('Jakub, Kacper, Szymon, Michał, Łukasz, Paweł, Bartek, Zosia, Kasia, Piotr, Wojtek, Mateusz'),
    cities: list('Warszawa, Kraków, Gdańsk, Wrocław, Poznań, Łódź, Szczecin, Lublin, Katowice, Białystok'),
    clubWords: list('Legia, Polonia, Górnik'),
  },
  {
    code: 'RU',
    weight: 6,
    names: list('Dmitry, Alexei, Ivan, Sergei, Nikita, Artem, Maxim, Andrei, Olga, Anya, Pavel, Roman'),
    nativeNames: list('Дмитрий, Алексей, Иван, Никита'),
    cities: list('Moscow, Kazan, Sochi, Samara, Rostov, Omsk, Perm, Tula, Yaroslavl, Krasnodar'),
    clubWords: list('Dynamo, Spartak, Torpedo, Lokomotiv'),
  },
  {
    code: 'CN',
    weight: 5,
    names: list(
      'LiWei, ZhangWei, WangFang, ChenJie, LiuYang, XiaoLong, HaoRan, ZiHan, JunJie, YuTong, MingHao',
    ),
    nativeNames: list('小龙, 李伟, 王芳, 浩然'),
    cities: list(
      'Beijing, Shanghai, Guangzhou, Shenzhen, Chengdu, Wuhan, Dalian, Tianjin, Qingdao, Hangzhou',
    ),
    clubWords: list('Guoan, Shenhua, Evergrande'),
  },
  {
    code: 'SA',
    weight: 5,
    names: list('Mohammed, Ahmed, Omar, Youssef, Khalid, Faisal, Hamza, Ali, Tariq, Nour, Salem, Karim'),
    nativeNames: list('محمد, يوسف, عمر, خالد'),
    cities: list('Riyadh, Jeddah, Dammam, Cairo, Alexandria, Casablanca, Rabat, Doha, Dubai, Amman, Tunis'),
    clubWords: list('Al Nasr, Al Ahly, Al Shabab'),
  },
  {
    code: 'BR',
    weight: 6,
    names: list(
      'Gabriel, Matheus, Thiago, Rafael, Felipe, Gustavo, Vinícius, Leandro, Caio, Bruna, Larissa, Rodrigo',
    ),
    cities: list(
      'São Paulo, Rio, Salvador, Recife, Fortaleza, Curitiba, Manaus, Belém, Santos, Porto Alegre',
    ),
    clubWords: list('Esporte, Atlético, Grêmio'),
  },
  {
    code: 'AR',
    weight: 3,
    names: list('Santiago, Mateo, Facundo, Nicolás, Agustín, Joaquín, Tomás, Valentina, Lautaro, Emiliano'),
    cities: list('Buenos Aires, Rosario, Córdoba, Mendoza, La Plata, Mar del Plata, Salta, Tucumán'),
    clubWords: list('Club Atlético, Racing, Estudiantes'),
  },
  {
    code: 'GB',
    weight: 6,
    names: list('Oliver, Harry, Jack, George, Charlie, Alfie, Jamie, Callum, Ellie, Sophie, Liam, Connor'),
    cities: list(
      'London, Manchester, Liverpool, Leeds, Bristol, Newcastle, Glasgow, Cardiff, Sheffield, Brighton',
    ),
    clubWords: list('United, City, Rovers, Wanderers'),
  },
  {
    code: 'NG',
    weight: 3,
    names: list('Chinedu, Emeka, Tunde, Ayo, Segun, Ngozi, Obi, Kelechi, Femi, Uche'),
    cities: list('Lagos, Abuja, Kano, Ibadan, Enugu, Accra, Kumasi, Dakar, Abidjan'),
    clubWords: list('Stars, Rangers, Pillars'),
  },
  {
    code: 'JP',
    weight: 2,
    names: list('Haruto, Yuto, Sota, Ren, Kaito, Takumi, Yui, Hina, Daiki, Shota'),
    cities: list('Tokyo, Osaka, Yokohama, Nagoya, Sapporo, Kobe, Fukuoka, Kyoto'),
    clubWords: list('Samurai, Gamba'),
  },
  {
    code: 'KR',
    weight: 2,
    names: list('Minjun, Seojun, Jiho, Hyun, Doyun, Jiwoo, Taeyang, Sungmin, Yuna, Eunji'),
    cities: list('Seoul, Busan, Incheon, Daegu, Gwangju, Ulsan, Suwon, Jeonju'),
    clubWords: list('Tigers, Hyundai'),
  },
  {
    code: 'SE',
    weight: 2,
    names: list('Erik, Oskar, Elias, Hugo, Axel, Viktor, Linnea, Ebba, Anton, Nils'),
    cities: list('Stockholm, Göteborg, Malmö, Uppsala, Helsingborg, Oslo, Bergen, København, Helsinki'),
    clubWords: list('IF, BK, FF'),
  },
  {
    code: 'US',
    weight: 4,
    names: list('Tyler, Brandon, Jordan, Austin, Mason, Logan, Ethan, Madison, Ashley, Cody, Hunter, Dylan'),
    cities: list(
      'Chicago, Seattle, Austin, Denver, Boston, Atlanta, Portland, Miami, Dallas, Toronto, Mexico City',
    ),
    clubWords: list('FC, SC, Galaxy'),
  },
];

/** International club words ("{City} Falcons", "{City} United"). */
export const TEAM_SUFFIXES = list(
  'United, City, Falcons, Lions, Eagles, Wolves, Titans, Stars, Rangers, Rovers, Athletic, Warriors, Dragons, Sharks, Panthers, Strikers, Legends, Phoenix, Thunder, Knights, Spartans, Vikings, Hurricanes, Comets, Giants, Tigers, Bulls, Raptors',
);

/** Words players build nicknames from when not using their own name. */
export const NICK_WORDS = list(
  'Goal, Striker, Captain, Ninja, Wizard, Rocket, Shadow, Legend, Tiger, Wolf, Falcon, Storm, King, Boss, Ace, Viper, Hawk, Iron, Golden, Turbo, Magic, Panzer, Maestro, Bomber, Flash, Titan, Sniper, Joker, Phantom, Blaze',
);
