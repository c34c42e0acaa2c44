import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import RecordedClassListPage from './recorded-class-list-page';
import RecordedClassVideoPage from './recorded-class-video-page';
import CourseClassVideoPage from './course-class-video-page';

describe.each([
  ['RecordedClassListPage', RecordedClassListPage],
  ['RecordedClassVideoPage', RecordedClassVideoPage],
  ['CourseClassVideoPage', CourseClassVideoPage],
])('%s', (_, Page) => {
  it('names itself in one h1 and says there is nothing yet, in English', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recorded classes');
    expect(screen.getByText('Recorded classes are not available yet.')).toBeVisible();
  });

  it('says the same in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ');
    expect(screen.getByText('റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ ഇതുവരെ ലഭ്യമായിട്ടില്ല.')).toBeVisible();
  });
});
