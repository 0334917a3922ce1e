import { buildIntlFormats } from './intl-warmup';

/** The worker `warmIntl` starts: warms ICU for the language it is sent, then says so. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  if (typeof event.data === 'string') buildIntlFormats(event.data);
  scope.postMessage('warm');
};
