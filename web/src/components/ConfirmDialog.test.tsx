import { rawWords } from '../i18n/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('puts focus on the answer that changes nothing when it opens', async () => {
    render(
      <ConfirmDialog
        visible
        header={rawWords('Delete Data')}
        message={rawWords('Are you sure you want to delete this data?')}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    const keep = await screen.findByRole('button', { name: 'No, Keep It.' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Yes, Delete!' })).not.toHaveFocus();
  });
});
