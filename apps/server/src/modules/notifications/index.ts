// The notifications module's public face (see account/index.ts).
export { addNotification } from './repository.ts';
