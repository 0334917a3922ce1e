import type { NewsTag } from '@pitchside/contract/content';

/**
 * Home page content of the demo world: a dozen news items covering every tag, with real HTML
 * bodies, and the banner carousel. Images ship with the server (static/demo, served at
 * /media/demo) and are drawn by demo-images.ts from the same list.
 */
export const DEMO_MEDIA_PREFIX = '/media/demo';
export const PLACEHOLDER_IMAGE = `${DEMO_MEDIA_PREFIX}/placeholder.svg`;

export interface DemoNews {
  slug: string;
  title: string;
  description: string;
  tag: NewsTag;
  /** Published this many days before the world was created. */
  daysAgo: number;
  html: string;
}

export interface DemoBanner {
  slug: string;
  title: string;
  subtitle: string;
  buttonText: string;
  buttonLink: string;
}

export const newsImage = (slug: string) => `${DEMO_MEDIA_PREFIX}/news/${slug}.svg`;
export const bannerImage = (slug: string) => `${DEMO_MEDIA_PREFIX}/banners/${slug}.svg`;

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    slug: 'season-12-kick-off',
    title: 'Season 12 kicks off',
    description: 'New season, fresh standings, and the goal and assist event with ticket rewards.',
    tag: 'Event',
    daysAgo: 21,
    html: `<h2>Season 12 is here</h2>
<p>Every team starts from zero season power. Matches run around the clock, so check <a href="/stats/todays-matches">today's matches</a> to see when your team plays.</p>
<h3>Goal and assist event</h3>
<p>The three best scorers and the three best assist makers of the season win tickets:</p>
<ol><li>1st place: <strong>1,000 tickets</strong></li><li>2nd place: <strong>750 tickets</strong></li><li>3rd place: <strong>500 tickets</strong></li></ol>
<p>Ties go to the player with the higher season level. Rewards arrive within one day after the event ends.</p>`,
  },
  {
    slug: 'team-event-rules',
    title: 'Team event: how points are earned',
    description: 'Goals, assists, strong lines and daily training all count for your team.',
    tag: 'Event',
    daysAgo: 20,
    html: `<h2>Team event points</h2>
<table><thead><tr><th>Action</th><th>Points</th></tr></thead><tbody>
<tr><td>Goal</td><td>+12</td></tr><tr><td>Assist</td><td>+4</td></tr>
<tr><td>Each player and line with 90,000+ attacks</td><td>+1</td></tr>
<tr><td>Daily training with a goal</td><td>+12</td></tr><tr><td>Daily training without a goal</td><td>+5</td></tr>
</tbody></table>
<p>Training is mandatory for every member. The top three teams get <strong>1,500</strong>, <strong>1,200</strong> and <strong>900</strong> tickets per member.</p>`,
  },
  {
    slug: 'patch-12-1',
    title: 'Patch 12.1 notes',
    description: 'Faster line resolution, fairer extra lines and a dozen bug fixes.',
    tag: 'Patch',
    daysAgo: 18,
    html: `<h2>Patch 12.1</h2>
<ul><li>Lines resolve up to 30% faster on older phones.</li><li>Extra lines in cup matches now always produce a winner.</li><li>Fixed golden cards sometimes shown twice in the match log.</li><li>Fixed the team chat badge not clearing.</li></ul>
<p>The update is rolling out on iOS and Android today.</p>`,
  },
  {
    slug: 'maintenance-window',
    title: 'Planned maintenance on Tuesday',
    description: 'The game servers will be offline for about 45 minutes.',
    tag: 'Maintenance',
    daysAgo: 16,
    html: `<h2>Planned maintenance</h2>
<p>On Tuesday from <strong>04:00 to 04:45 UTC</strong> the game servers are offline while we upgrade the match engine databases.</p>
<p>Matches scheduled in that window are moved by one hour. Your daily training counts as done for that day.</p>
<blockquote>We chose the quietest hour of the week. Thank you for your patience.</blockquote>`,
  },
  {
    slug: 'premium-benefits',
    title: 'Silver and Platinum premium explained',
    description: 'What each premium tier adds to possession, shooting and golden cards.',
    tag: 'Announcement',
    daysAgo: 15,
    html: `<h2>Premium tiers</h2>
<p><strong>Silver</strong>: unlimited 3x, +1% possession, +1% shoot chance, +2% golden card chance.</p>
<p><strong>Platinum</strong>: unlimited 5x, +3% possession, +3% shoot chance, +5% golden card chance, 2x daily rewards and global chat.</p>
<p>See the <a href="/webshop/premiums">premium packages</a> for prices.</p>`,
  },
  {
    slug: 'golden-cards-race',
    title: 'The golden card race is on',
    description: 'The top 30 golden card collectors of the season are now on the portal.',
    tag: 'Event',
    daysAgo: 12,
    html: `<h2>Golden cards top 30</h2>
<p>Every golden card you earn in a match now counts towards the season ranking. The table also shows your average per match, so a great week can beat a long season.</p>
<p>Open <a href="/events/golden-cards">the golden cards ranking</a> to see where you stand.</p>`,
  },
  {
    slug: 'update-12-2',
    title: 'Update 12.2: new stadium skins',
    description: 'Twelve new stadium skins and a reworked line-up screen.',
    tag: 'Update',
    daysAgo: 10,
    html: `<h2>Update 12.2</h2>
<p>The line-up screen has been rebuilt: drag players between lines, and see their expected attack before the match starts.</p>
<ul><li>12 new stadium skins, from <em>Harbour Lights</em> to <em>Desert Dome</em>.</li><li>Team captains can now pin a message for all members.</li></ul>`,
  },
  {
    slug: 'referral-bonus',
    title: 'Bring a friend, climb the referral board',
    description: 'Share your referral ID: every friend who joins counts for the referral leaderboard.',
    tag: 'Announcement',
    daysAgo: 8,
    html: `<h2>Referral leaderboard</h2>
<p>Your referral ID (for example <code>PS-7K2M9Q</code>) is on your account page. Friends enter it when they sign up.</p>
<p>The 20 players who brought in the most friends are listed on <a href="/stats/top-referrals">the referrals leaderboard</a>.</p>`,
  },
  {
    slug: 'patch-12-2-1',
    title: 'Hotfix 12.2.1',
    description: 'Fixes a crash when opening the cup bracket on some Android devices.',
    tag: 'Patch',
    daysAgo: 6,
    html: `<h2>Hotfix 12.2.1</h2>
<p>This small update fixes a crash when opening the cup bracket on Android 10 devices, and a wrong season level shown in the friend list.</p>`,
  },
  {
    slug: 'web-portal-launch',
    title: 'The new web portal is live',
    description: 'Live match scores, leaderboards and the webshop, now in 13 languages.',
    tag: 'Announcement',
    daysAgo: 4,
    html: `<h2>Welcome to the portal</h2>
<p>Follow matches live, check every leaderboard and buy ticket packs from your browser. The portal speaks 13 languages, including Arabic with a right-to-left layout.</p>
<p>Sign up with the referral ID of your game account.</p>`,
  },
  {
    slug: 'server-upgrade',
    title: 'Server upgrade completed',
    description: 'Match results now reach the portal within a minute.',
    tag: 'Maintenance',
    daysAgo: 2,
    html: `<h2>Faster results</h2>
<p>Our servers were upgraded overnight. Scores of live matches now update on the portal within a minute of each line.</p>`,
  },
  {
    slug: 'update-12-3-preview',
    title: 'Coming in 12.3: the transfer market',
    description: 'A first look at the transfer market and live auctions.',
    tag: 'Update',
    daysAgo: 1,
    html: `<h2>Transfer market preview</h2>
<p>Update 12.3 brings the <strong>transfer market</strong>: list players, bid in live auctions and build the squad you want.</p>
<p>More on the <a href="/social">social site</a> page.</p>`,
  },
];

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    slug: 'season-12',
    title: 'Season 12 is live',
    subtitle: 'Climb the season ranking before the cup final',
    buttonText: 'See the standings',
    buttonLink: '/stats/top-season',
  },
  {
    slug: 'ticket-packs',
    title: 'Ticket packs with bonus tickets',
    subtitle: 'VIP players get up to 25% extra on every pack',
    buttonText: 'Shop tickets',
    buttonLink: '/webshop/tickets',
  },
  {
    slug: 'team-event',
    title: 'Team event: win for your whole team',
    subtitle: '1,500 tickets per member for the best team',
    buttonText: 'Team ranking',
    buttonLink: '/events/top-event-teams',
  },
  {
    slug: 'spin-wheel',
    title: 'Spin the wheel',
    subtitle: 'Five web points a spin, prizes every day',
    buttonText: 'Spin now',
    buttonLink: '/spin',
  },
  {
    slug: 'telegram',
    title: 'Match alerts on Telegram',
    subtitle: 'Get a message when your team kicks off',
    buttonText: 'Open the bot',
    buttonLink: 'https://t.me/PitchsideBot',
  },
];
