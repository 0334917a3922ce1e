import { useTranslation } from 'react-i18next';

/** "Blocked a player" for `player.block`; an action this screen does not know shows in plain words. */
export function useActionLabel() {
  const { t } = useTranslation('admin');
  return (action: string) => {
    const [area, verb] = action.split('.');
    const plain = action.replace(/[._]/g, ' ');
    if (!verb) return t(`logs.areas.${area}` as 'logs.areas.player', { defaultValue: plain });
    return t(`logs.actions.${area}.${verb}` as 'logs.actions.player.block', { defaultValue: plain });
  };
}
