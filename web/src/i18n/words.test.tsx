import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { IconButton } from '../components/IconButton';
import english from './catalogues/en.json';
import { activate, rawWords, t, type Words } from './i18n';

// The @ts-expect-error lines are the test: `npm run typecheck` covers this file and fails once a message id
// fits where words are expected again (the raw id on screen, issue 33).
describe('Words', () => {
  beforeEach(() => activate('en', english));

  it('takes words from t() or rawWords(), never a bare message id', () => {
    // @ts-expect-error A message id is not words: t() words it.
    const id: Words = 'list.export.failed';
    const worded: Words = t('list.export.failed');
    render(
      <>
        <IconButton
          icon="pi pi-download"
          // @ts-expect-error A words prop refuses a message id.
          label="list.export.failed"
        />
        <IconButton icon="pi pi-upload" label={worded} />
        <IconButton icon="pi pi-user" label={rawWords('Ani Lestari')} />
      </>,
    );
    expect(id).toBe('list.export.failed');
    expect(screen.getByRole('button', { name: 'The export failed. Try again.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ani Lestari' })).toBeInTheDocument();
  });

  it("a dialog's header and message are words too", () => {
    render(
      <ConfirmDialog
        visible
        // @ts-expect-error A words prop refuses a message id.
        header="common.cancel"
        message={t('list.export.failed')}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('The export failed. Try again.');
  });
});
