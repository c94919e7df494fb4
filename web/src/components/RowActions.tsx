import { useT } from '../i18n/i18n';
import { IconButton } from './IconButton';

/** A record row's View, Edit and Delete buttons: those it is given. */
export function RowActions({
  onView,
  onEdit,
  onDelete,
}: {
  onView?(): void;
  onEdit?(): void;
  onDelete?(): void;
}) {
  const t = useT();
  return (
    <div className="row-actions">
      {onView && <IconButton icon="pi pi-eye" label={t('common.view')} onClick={onView} />}
      {onEdit && <IconButton icon="pi pi-pencil" label={t('common.edit')} onClick={onEdit} />}
      {onDelete && (
        <IconButton icon="pi pi-trash" label={t('common.delete')} tone="danger" onClick={onDelete} />
      )}
    </div>
  );
}
