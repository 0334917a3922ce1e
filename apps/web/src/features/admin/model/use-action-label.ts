import { useTranslation } from 'react-i18next';

/** "Blocked a player" for `player.block`; an action this screen does not know shows as it is. */
export function useActionLabel() {
  const { t } = useTranslation('admin');
  return (action: string) => {
    const [area, verb] = action.split('.');
    if (!verb) return t(`logs.areas.${area}` as 'logs.areas.player', { defaultValue: action });
    return t(`logs.actions.${area}.${verb}` as 'logs.actions.player.block', { defaultValue: action });
  };
}
