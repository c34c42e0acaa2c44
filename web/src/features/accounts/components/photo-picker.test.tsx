import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { i18n } from '@/lib/i18n';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply } from '@/test/fake-api';
import { PhotoPicker } from './photo-picker';

const renderPicker = () =>
  renderAt(
    { '/profile': <PhotoPicker token="t1" imageUrl={null} onChanged={() => undefined} /> },
    '/profile',
  );
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Profile photo|പ്രൊഫൈൽ ഫോട്ടോ/), {
    target: { files: [file] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('photo picker', () => {
  it('says in Malayalam what it takes, the file types marked as English', async () => {
    await i18n.changeLanguage('ml');
    renderPicker();
    expect(screen.getByRole('img', { name: 'ഇതുവരെ ഫോട്ടോ ഇല്ല' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ഫോട്ടോ ചേർക്കുക' })).toBeVisible();
    expect(screen.getByText(/പരമാവധി 2/)).toHaveTextContent(
      'JPEG, PNG അല്ലെങ്കിൽ WebP, പരമാവധി 2 MB. നിർബന്ധമില്ല.',
    );
    expect(screen.getByText('JPEG')).toHaveAttribute('lang', 'en');
  });

  it('refuses a file that is not an image before sending it', async () => {
    const fetch = fakeApi({});
    renderPicker();
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells what the server found wrong with the photo, in the interface language', async () => {
    await i18n.changeLanguage('ml');
    const refused = {
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: FieldMessage.photoType,
        details: [{ field: 'photo', message: FieldMessage.photoType }],
      },
    };
    fakeApi({ 'POST /api/userdetails/photo': reply(415, refused) });
    renderPicker();
    choose(new File(['not really a jpeg'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ഫോട്ടോ JPEG, PNG അല്ലെങ്കിൽ WebP ചിത്രമായിരിക്കണം.',
    );
  });
});
