import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The EU consent step every payment passes: tick "delivered immediately…", then continue. */
export async function agreeToImmediateDelivery(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
  await user.click(within(dialog).getByRole('checkbox', { name: /delivered immediately/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
}
