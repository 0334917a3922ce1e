/**
 * The machine-readable half of docs/glossary.md: per language, the currency's one name and the
 * register, and the other names and forms a text must not use. `one-voice.test.ts` reads every
 * web locale file and every server text file (e-mails, pushes, notifications) against it.
 */
export type Rule = { pattern: RegExp; why: string };
export type Entry = { currency: string; register: 'formal' | 'informal'; forbidden: Rule[] };

/** A whole word (letters on neither side), case-insensitive unless `exact`. */
const word = (source: string, exact = false) =>
  new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, exact ? 'u' : 'iu');

const english = (why = 'the English name'): Rule => ({ pattern: word('web ?points?|webpoints?'), why });

/** An imperative that opens a sentence (or the text), from a list of the register's other form. */
const opening = (verbs: string) => new RegExp(`(?:^|[.!?:;—]\\s+|\\(|« )(?:${verbs})(?!\\p{L})`, 'u');

/** Forms of Brazilian Portuguese with a different European word (pt is European Portuguese). */
const BRAZILIAN: Array<[string, string]> = [
  ['telas?', 'ecrã'],
  ['usuári[oa]s?', 'utilizador'],
  ['baixar|baixe|baixando', 'transferir'],
  ['senhas?', 'palavra-passe'],
  ['bônus', 'bónus'],
  ['prêmios?', 'prémio'],
  ['registros?|registrar|registre', 'registo, registar'],
  ['cadastr\\p{L}*', 'registo, registar'],
  ['equipes?', 'equipa'],
  ['celulare?s?', 'telemóvel'],
  ['arquivos?', 'ficheiro'],
  ['contatos?|contatar', 'contacto'],
  ['gerenci\\p{L}*', 'gerir'],
  ['aperte|apertar', 'prima'],
  ['salvar|salve', 'guardar'],
  ['esportes?', 'desporto'],
  ['câmeras?', 'câmara'],
  ['(?:está|estão|estamos|estou|fica|ficar) \\p{L}+[aei]ndo', 'a + infinitive'],
  ['fazer login|faça login|fazer logout', 'iniciar sessão'],
  ['times?', 'equipa'],
  ['roletas?', 'roda'],
  ['assinaturas?', 'subscrição'],
  ['confira|presentear|pegar', 'consulta, oferecer, receber'],
  [
    '(?:carregando|verificando|enviando|processando|aguardando|girando|salvando|buscando|redirecionando)',
    'a + infinitive',
  ],
  ['conectar|conexão|solicitaç\\p{L}+', 'ligar, ligação, pedido'],
];

export const GLOSSARY: Record<string, Entry> = {
  en: {
    currency: 'web points (WP after an amount)',
    register: 'informal',
    forbidden: [
      // "Web Points" in a title-case heading ("Top Web Point Leaderboard") is the same name.
      { pattern: /WebPoints?|webpoints?|web-points?|Webpoints?/u, why: 'the currency is "web points"' },
    ],
  },
  de: {
    currency: 'Webpunkte (Webpunkt)',
    register: 'informal',
    forbidden: [
      { pattern: word('web[- ]punkt\\p{L}*|web[- ]?points?'), why: 'one word: "Webpunkte"' },
      { pattern: /Web-Punkt|Web Punkt|Web-Point|Web Point/iu, why: 'one word: "Webpunkte"' },
    ],
  },
  es: {
    currency: 'puntos web (punto web)',
    register: 'informal',
    forbidden: [english(), { pattern: word('usted|ustedes'), why: 'es says "tú"' }],
  },
  fr: {
    currency: 'points web (point web)',
    register: 'formal',
    forbidden: [
      english(),
      { pattern: word('tu|toi|ton|ta|tes|te'), why: 'fr says "vous"' },
      { pattern: /(?<!\p{L})t['’]/iu, why: 'fr says "vous"' },
      {
        pattern: opening(
          'Saisis|Choisis|Réessaie|Vérifie|Ouvre|Clique|Appuie|Réponds|Utilise|Achète|Découvre|Essaie|Ajoute|Envoie|Consulte|Récupère|Reviens|Crée|Gagne|Obtiens|Suis|Regarde|Joue|Profite|Installe|Mets|Prépare|Raconte|Pense|Réinitialise|Change|Tourne|Lance|Gère|Grimpe|Renforce|Tente|Patiente|Actualise|Recharge|Désactive|Supprime|Confirme|Garde|Scanne|Fais|Va|Lis|Écris|Attends|Connecte-toi|Inscris-toi|Reconnecte-toi|Rejoins|Indique|Entre|Sélectionne|Termine|Valide|Accepte|Coche|Paie|Recommence|Demande|Retourne|Complète|Réclame|Montre|Invite|Vois',
        ),
        why: 'fr says "vous" (Saisis → Saisissez)',
      },
    ],
  },
  it: {
    currency: 'punti web (punto web)',
    register: 'informal',
    forbidden: [english()],
  },
  nl: {
    currency: 'webpunten (webpunt)',
    register: 'informal',
    forbidden: [
      english(),
      { pattern: word('web[- ]punt\\p{L}*'), why: 'one word: "webpunten"' },
      { pattern: word('u|uw', true), why: 'nl says "je"' },
    ],
  },
  pl: {
    currency: 'punkty web (punkt web, punktów web)',
    register: 'informal',
    forbidden: [english(), { pattern: word('webow\\p{L}*'), why: 'the currency is "punkty web"' }],
  },
  pt: {
    currency: 'pontos web (ponto web)',
    register: 'informal',
    forbidden: [
      english(),
      { pattern: word('você|vocês'), why: 'pt says "tu"' },
      {
        pattern: word('seu|sua|seus|suas'),
        why: 'pt says "tu" (teu, tua); a third person is "dele", "do jogador"',
      },
      {
        pattern: opening(
          'Digite|Clique|Faça|Compre|Escolha|Tente|Verifique|Use|Abra|Insira|Confirme|Aguarde|Volte|Envie|Adicione|Atualize|Altere|Redefina|Inicie|Acesse|Aceda|Selecione|Toque|Pressione|Veja|Descubra|Ganhe|Receba|Gire|Copie|Guarde|Leia|Conte|Instale|Compartilhe|Partilhe|Siga|Mantenha|Obtenha|Conecte|Preencha|Recarregue|Feche|Junte|Suba|Colete|Reivindique|Experimente|Proteja|Peça|Diga|Saiba|Defina|Apague|Exclua|Remova|Ative|Desative|Mude|Troque|Informe|Escreva|Explique|Descreva|Mostre|Convide|Ganhe|Jogue|Aproveite|Acompanhe|Escaneie|Leve',
        ),
        why: 'pt says "tu" (Digite → Escreve)',
      },
      {
        pattern: word('introduza|digitalize|esperava'),
        why: 'pt says "tu" (Introduza → Introduz, esperava → esperavas)',
      },
      { pattern: word('tickets?'), why: 'pt says "bilhetes"' },
      ...BRAZILIAN.map(([source, european]) => ({
        pattern: word(source),
        why: `Brazilian; European: ${european}`,
      })),
    ],
  },
  el: {
    currency: 'πόντοι web (πόντων web, πόντους web)',
    register: 'formal',
    forbidden: [
      english(),
      { pattern: word('web πόντ\\p{L}*'), why: 'the currency is "πόντοι web"' },
      { pattern: word('σου|εσύ|σένα'), why: 'el says "εσείς" (σας)' },
      {
        pattern: word(
          'μπορείς|είσαι|έχεις|θέλεις|χρειάζεσαι|ζήτησες|ξέχασες|συνδεθείς|κέρδισες|πήρες|έκανες|αγόρασες|έστειλες|ζήτα|βάλε|δες|φτιάξε|επίτρεψέ|μπεις|ψάχνεις|γράψε|πάτα|διάλεξε|δοκίμασε|συνδέσου|έλεγξε|πάρε|κάνε|χάσεις|δώσε|ήρθες|γίνε|περίμενες',
        ),
        why: 'el says "εσείς" (μπορείς → μπορείτε)',
      },
      {
        pattern: opening(
          'Αγόρασε|Συνδέσου|Πάτησε|Δοκίμασε|Ξαναδοκίμασε|Επίλεξε|Άνοιξε|Πληκτρολόγησε|Δες|Κάνε|Πάρε|Γύρνα|Γύρισε|Επιβεβαίωσε|Άλλαξε|Εισήγαγε|Στείλε|Γράψε|Κέρδισε|Ανέβα|Συνέχισε|Μάθε|Διάλεξε|Έλεγξε|Ανανέωσε|Πες|Εγκατάστησε|Μοιράσου|Βρες|Φτιάξε|Ακολούθησε|Χρησιμοποίησε|Πρόσθεσε|Κατέβασε|Επέστρεψε|Εγγράψου|Ενεργοποίησε|Απενεργοποίησε|Αποθήκευσε|Διάβασε|Περίμενε|Ξεκίνα|Μπες|Έλα|Κράτα|Αντίγραψε|Σάρωσε|Ζήτησε|Εξαργύρωσε|Ανακάλυψε|Συμπλήρωσε|Διέγραψε|Κλείσε|Ανέβασε|Παρακολούθησε|Απόλαυσε|Προσπάθησε|Φόρτωσε|Ξανασυνδέσου|Μείνε|Λάβε|Δημιούργησε|Ανανέωσε|Εισάγαγε|Εξήγησε|Περιέγραψε|Πληρωσε|Πλήρωσε',
        ),
        why: 'el says "εσείς" (Αγόρασε → Αγοράστε)',
      },
    ],
  },
  tr: {
    currency: 'web puanı (web puanları)',
    register: 'informal',
    forbidden: [
      english(),
      { pattern: word('webpuan\\p{L}*'), why: 'two words: "web puanı"' },
      {
        pattern: word(
          'siz|size|sizin|sizi|\\p{L}+(?:iniz|ınız|unuz|ünüz|siniz|sınız|sunuz|sünüz|yiniz|yınız)',
        ),
        why: 'tr says "sen"',
      },
      {
        pattern: word(
          'deneyin|girin|seçin|tıklayın|bekleyin|edin|yapın|alın|gidin|açın|yazın|kullanın|onaylayın|ekleyin|gönderin|bakın|okuyun|kontrol edin|değiştirin|oluşturun|paylaşın|kaydedin|silin|kapatın|verin|bekleyin|seçiniz|giriniz|katılın|isteyin|saklayın|ayarlayın|uygulamanız|telefonunuzu|kaybederseniz',
        ),
        why: 'tr says "sen" (deneyin → dene)',
      },
    ],
  },
  ru: {
    currency: 'веб-очки (веб-очков)',
    register: 'informal',
    forbidden: [
      english(),
      { pattern: word('веб очк\\p{L}*|вебочк\\p{L}*|веб-балл\\p{L}*'), why: 'the currency is "веб-очки"' },
    ],
  },
  zh: {
    currency: '网页积分',
    register: 'informal',
    forbidden: [english(), { pattern: /网页点数|网站积分|网页分数/u, why: 'the currency is "网页积分"' }],
  },
  ar: {
    currency: 'نقاط الويب (نقطة ويب)',
    register: 'informal',
    forbidden: [english(), { pattern: /ويب بوينت|نقاط الإنترنت/u, why: 'the currency is "نقاط الويب"' }],
  },
};
