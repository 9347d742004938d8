import { useT } from '../i18n/use-t';

/** The generic error screen (spec §8): "Oops!", a sorry line and "Take me home" back to /. */
export function ErrorScreen({ onHome }: { onHome?: () => void }) {
  const t = useT();
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen__header">{t('errorScreen.header')}</h1>
      <p className="error-screen__message">{t('errorScreen.message')}</p>
      <a
        className="button button--primary"
        href="/"
        onClick={(event) => {
          if (!onHome) return;
          event.preventDefault();
          onHome();
        }}
      >
        {t('errorScreen.takeMeHome')}
      </a>
    </div>
  );
}
