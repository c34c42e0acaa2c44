import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import MaterialPage from './material-page';
import PdfPage from './pdf-page';

describe.each([
  ['MaterialPage', MaterialPage],
  ['PdfPage', PdfPage],
])('%s', (_, Page) => {
  it('names itself in one h1 and says there is nothing yet, in English', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Study material');
    expect(screen.getByText('Study material is not available yet.')).toBeVisible();
  });

  it('says the same in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('പഠന സാമഗ്രികൾ');
    expect(screen.getByText('പഠന സാമഗ്രികൾ ഇതുവരെ ലഭ്യമായിട്ടില്ല.')).toBeVisible();
  });
});
