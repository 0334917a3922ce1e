// The game module's public face (see account/index.ts).
export type { GameGateway, GrantItems } from './game-gateway.ts';
export { SIMULATED_AT_KEY } from './simulator/simulator-step.ts';
export { redeemSignInLink, type RedeemedSignInLink } from './sign-in-links.ts';
// The module's routes, as one plugin the app registers.
export { gameModule } from './game-plugin.ts';
