import { useQuery } from '@tanstack/react-query';
import { BellRing, BellOff, Smartphone } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_TYPES, type PushType } from '@pitchside/contract/push';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import {
  pushDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushDeviceState,
} from '@/lib/pwa/push-subscription';
import {
  pushSettingsQuery,
  useRemovePushSubscription,
  useSavePushSubscription,
  useSavePushTypes,
} from '../api/push-settings';
import { FormMessage } from './form-message';

/**
 * Account settings → Notifications (decision 0026): push on this device (opt-in, per device) and
 * the kinds of push the player wants (per player, for all their devices).
 */
export function NotificationsTab() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <ThisDeviceCard />
      <PushTypesCard />
    </div>
  );
}

function ThisDeviceCard() {
  const { t } = useTranslation('account');
  const settings = useQuery(pushSettingsQuery());
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();

  useEffect(() => {
    let live = true;
    void pushDeviceState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    if (!settings.data) return;
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await subscribeThisDevice(settings.data.publicKey);
      if (subscription === 'blocked') {
        setState('blocked');
        return;
      }
      await save.mutateAsync({
        endpoint: subscription.endpoint ?? '',
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      });
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await remove.mutateAsync(endpoint);
      setState('off');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6" data-testid="push-device-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
          <Smartphone aria-hidden="true" className="size-5 text-primary" />
          {t('settings.push.deviceTitle')}
        </h2>
        {(state === 'on' || state === 'off') && (
          <Badge variant={state === 'on' ? 'success' : 'neutral'} withIcon={false}>
            {t(state === 'on' ? 'settings.push.on' : 'settings.push.off')}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-fg-muted">{t('settings.push.deviceDescription')}</p>
      <div className="mt-5 space-y-4">
        {state === null || !settings.data ? (
          <Skeleton className="h-10 w-48" />
        ) : state === 'unsupported' ? (
          <FormMessage severity="low" message={t('settings.push.unsupported')} />
        ) : state === 'blocked' ? (
          <FormMessage severity="warning" message={t('settings.push.blocked')} />
        ) : state === 'on' ? (
          <Button variant="secondary" loading={busy} onClick={() => void turnOff()}>
            <BellOff aria-hidden="true" />
            {t('settings.push.turnOff')}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void turnOn()}>
            <BellRing aria-hidden="true" />
            {t('settings.push.turnOn')}
          </Button>
        )}
        <FormMessage message={failed ? t('settings.push.failed') : undefined} />
        {settings.data && (
          <p className="text-sm text-fg-muted" data-testid="push-devices">
            {t('settings.push.devices', { number: settings.data.devices })}
          </p>
        )}
      </div>
    </Card>
  );
}

function PushTypesCard() {
  const { t } = useTranslation('account');
  const settings = useQuery(pushSettingsQuery());
  const save = useSavePushTypes();
  const [choices, setChoices] = useState<Record<PushType, boolean> | null>(null);
  const shown = choices ?? settings.data?.types ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    save.mutate(shown, { onSuccess: () => setChoices(null) });
  };

  return (
    <Card className="p-5 sm:p-6" data-testid="push-types-card">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <BellRing aria-hidden="true" className="size-5 text-primary" />
        {t('settings.push.typesTitle')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('settings.push.typesDescription')}</p>
      {!shown ? (
        <Skeleton className="mt-5 h-28 w-full" />
      ) : (
        <form className="mt-5 space-y-4" onSubmit={submit}>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('settings.push.typesTitle')}</legend>
            {PUSH_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={t(`settings.push.types.${type}`)}
                checked={shown[type]}
                onCheckedChange={(checked) => {
                  save.reset();
                  setChoices({ ...shown, [type]: checked });
                }}
              />
            ))}
          </fieldset>
          <p className="text-xs text-fg-muted">{t('settings.push.limit')}</p>
          <Button type="submit" loading={save.isPending}>
            {t('settings.push.save')}
          </Button>
          <FormMessage
            severity="low"
            message={save.isSuccess && choices === null ? t('settings.push.saved') : undefined}
          />
          <FormMessage message={save.isError ? t('settings.push.saveFailed') : undefined} />
        </form>
      )}
    </Card>
  );
}
