import { useT, type Words } from '../../../i18n/i18n';
import type { MessagePreviewModel } from '../preview';

const MEDIA_ICONS = { IMAGE: 'pi-image', VIDEO: 'pi-video', DOCUMENT: 'pi-file', TEXT: 'pi-file' } as const;
const MEDIA_NAMES = {
  IMAGE: 'campaigns.preview.image',
  VIDEO: 'campaigns.preview.video',
  DOCUMENT: 'campaigns.preview.document',
  TEXT: 'campaigns.preview.text',
} as const;

/**
 * A WhatsApp-style bubble of a message. Everything is rendered as text (template and parameter values are
 * never HTML); media is a placeholder that links to the media link, nothing is fetched from it.
 */
export function MessagePreview({ model, label }: { model: MessagePreviewModel; label?: Words }) {
  const t = useT();
  return (
    <div className="wa-preview" role="group" aria-label={label ?? t('campaigns.preview.label')}>
      <div className="wa-bubble">
        {model.media && (
          <div className="wa-media">
            <i className={`pi ${MEDIA_ICONS[model.media.format]}`} aria-hidden="true" />
            {model.media.url ? (
              <a href={model.media.url} target="_blank" rel="noopener noreferrer">
                {t(MEDIA_NAMES[model.media.format])}
              </a>
            ) : (
              <span>{t(MEDIA_NAMES[model.media.format])}</span>
            )}
          </div>
        )}
        {model.header && <p className="wa-header">{model.header}</p>}
        <p className="wa-body">{model.body}</p>
        {model.footer && <p className="wa-footer">{model.footer}</p>}
      </div>
      {model.buttons.length > 0 && (
        <ul className="wa-buttons">
          {model.buttons.map((button, index) => (
            <li key={`${button.kind}-${index}`}>
              {button.kind === 'quick_reply' && (
                <span className="wa-button">
                  <i className="pi pi-reply" aria-hidden="true" /> {button.label}
                </span>
              )}
              {button.kind === 'url' &&
                (button.href ? (
                  <a className="wa-button" href={button.href} target="_blank" rel="noopener noreferrer">
                    <i className="pi pi-external-link" aria-hidden="true" /> {button.label}
                  </a>
                ) : (
                  <span className="wa-button">{button.label}</span>
                ))}
              {button.kind === 'phone' && (
                <a className="wa-button" href={button.href}>
                  <i className="pi pi-phone" aria-hidden="true" /> {button.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
