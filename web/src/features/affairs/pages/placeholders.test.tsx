import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import AffairsPage from './affairs-page';
import AffairsVideoPage from './affairs-video-page';

describe.each([
  ['AffairsPage', AffairsPage],
  ['AffairsVideoPage', AffairsVideoPage],
])('%s', (_, Page) => {
  it('names itself in one h1 and says there is nothing yet, in English', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Current affairs');
    expect(screen.getByText('Current affairs are not available yet.')).toBeVisible();
  });

  it('says the same in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ആനുകാലികം');
    expect(screen.getByText('ആനുകാലിക വിവരങ്ങൾ ഇതുവരെ ലഭ്യമായിട്ടില്ല.')).toBeVisible();
  });
});
