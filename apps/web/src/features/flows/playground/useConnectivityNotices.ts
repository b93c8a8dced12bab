import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { flowTexts } from '../flowTexts';

const NOTICE_ID = 'playground-connectivity';

/** 'Connexion perdue' while the browser is offline, replaced by 'Connexion rétablie' when back. */
export function useConnectivityNotices(): void {
  useEffect(() => {
    const lost = () =>
      notifications.show({
        id: NOTICE_ID,
        color: 'red',
        message: flowTexts.connectionLost,
        // Stays until the connection is back: saving is impossible meanwhile.
        autoClose: false,
      });
    const back = () => {
      notifications.hide(NOTICE_ID);
      notifications.show({ color: 'green', message: flowTexts.connectionBack, autoClose: 3000 });
    };
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
  }, []);
}
