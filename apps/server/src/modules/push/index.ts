// The push module's public face (see account/index.ts).
export { enqueuePush, sendPushJob, usePushQueue } from './push-job.ts';
export { createPushSender } from './push-sender.ts';
export { resolveVapidKeys } from './vapid.ts';
export { playersWithPushOn } from './repository.ts';
// The module's routes, as one plugin the app registers.
export { pushModule } from './push-plugin.ts';
