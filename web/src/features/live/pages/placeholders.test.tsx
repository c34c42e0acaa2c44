import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import LiveClassListPage from './live-class-list-page';
import LiveVideoPage from './live-video-page';

describe.each([
  ['LiveClassListPage', LiveClassListPage],
  ['LiveVideoPage', LiveVideoPage],
])('%s', (_, Page) => {
  it('names itself in one h1 and says there is nothing yet, in English', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live classes');
    expect(screen.getByText('Live classes are not available yet.')).toBeVisible();
  });

  it('says the same in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ലൈവ് ക്ലാസുകൾ');
    expect(screen.getByText('ലൈവ് ക്ലാസുകൾ ഇതുവരെ ലഭ്യമായിട്ടില്ല.')).toBeVisible();
  });
});
