import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionId, questionHeading, renderExam } from '../lib/exam-screen-test-helpers';

afterEach(() => vi.unstubAllGlobals());

const option = (n: number, o: number) =>
  document.getElementById(`q-${100 + n}-o-${optionId(n, o)}`) as HTMLInputElement;
const chosen = (n: number) => [1, 2, 3, 4].filter((o) => option(n, o).checked);
const paletteButton = (n: number) =>
  within(screen.getByRole('complementary', { name: 'Question palette' })).getByRole('button', {
    name: new RegExp(`^Question ${n}:`),
  });
const announcer = () => screen.getByTestId('exam-announcer');

describe('the exam by keyboard', () => {
  it('puts focus on the question heading, and answers with 1–4 and A–D', async () => {
    renderExam();
    expect(questionHeading(1)).toHaveFocus();
    await userEvent.keyboard('2');
    expect(chosen(1)).toEqual([2]);
    expect(announcer()).toHaveTextContent('Option B chosen');
    await userEvent.keyboard('c');
    expect(chosen(1)).toEqual([3]);
    await userEvent.keyboard('{Shift>}A{/Shift}'); // capitals too
    expect(chosen(1)).toEqual([1]);
    await userEvent.keyboard('4');
    expect(chosen(1)).toEqual([4]);
    await userEvent.keyboard('d');
    expect(chosen(1)).toEqual([4]);
    await userEvent.keyboard('5'); // no fifth option: nothing
    expect(chosen(1)).toEqual([4]);
    expect(questionHeading(1)).toHaveFocus();
  });

  it('clears with X, saves and moves on with N, marks with M, goes back with P', async () => {
    renderExam();
    await userEvent.keyboard('b');
    await userEvent.keyboard('x');
    expect(chosen(1)).toEqual([]);
    expect(announcer()).toHaveTextContent('Response cleared');
    await userEvent.keyboard('a');
    await userEvent.keyboard('n');
    expect(questionHeading(2)).toHaveFocus();
    expect(paletteButton(1)).toHaveAccessibleName('Question 1: answered');
    await userEvent.keyboard('m');
    expect(questionHeading(3)).toHaveFocus();
    expect(paletteButton(2)).toHaveAccessibleName('Question 2: marked for review');
    await userEvent.keyboard('p');
    expect(questionHeading(2)).toHaveFocus();
    await userEvent.keyboard('p');
    await userEvent.keyboard('p'); // the first question has no previous one
    expect(questionHeading(1)).toHaveFocus();
  });

  it('goes to the palette with Q and back to the question with Q', async () => {
    renderExam();
    await userEvent.keyboard('q');
    expect(paletteButton(1)).toHaveFocus();
    expect(paletteButton(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    expect(paletteButton(2)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(questionHeading(2)).toHaveFocus();
    await userEvent.keyboard('q');
    expect(paletteButton(2)).toHaveFocus();
    await userEvent.keyboard('q');
    expect(questionHeading(2)).toHaveFocus();
  });

  it('opens the palette panel with Q on a narrow screen, and closes it back to where focus was', async () => {
    renderExam({ wide: false });
    await userEvent.keyboard('q');
    const panel = await screen.findByRole('dialog', { name: 'Questions' });
    const current = within(panel).getByRole('button', { name: 'Question 1: not answered' });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('n'); // the panel is open: only Q acts
    expect(questionHeading(1)).toBeInTheDocument();
    await userEvent.keyboard('q');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(questionHeading(1)).toHaveFocus());
    // A jump from the panel shows the question and puts focus on its heading.
    await userEvent.click(screen.getByRole('button', { name: 'Questions' }));
    const again = await screen.findByRole('dialog', { name: 'Questions' });
    await userEvent.click(within(again).getByRole('button', { name: 'Question 3: not visited' }));
    await waitFor(() => expect(questionHeading(3)).toHaveFocus());
  });

  it('asks to confirm with S; going back returns focus where it was', async () => {
    renderExam();
    await userEvent.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(dialog).toHaveAccessibleDescription(
      /^You have answered 0 of 5 questions; 5 are unanswered/,
    );
    await userEvent.keyboard('2'); // keys do nothing behind a dialog
    expect(chosen(1)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(questionHeading(1)).toHaveFocus());
  });

  it('switches the question language with L, leaving the interface as it is', async () => {
    renderExam();
    const stem = () => document.getElementById('q-101-stem')!;
    const toggle = screen.getByRole('group', { name: 'Question language' });
    expect(stem()).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('l');
    expect(stem()).toHaveAttribute('lang', 'ml');
    expect(stem()).toHaveTextContent('ചോദ്യത്തിന്റെ വാചകം 1');
    expect(option(1, 1).closest('label')!.querySelector('[lang="ml"]')).toHaveTextContent(
      'ഓപ്ഷൻ 1.1',
    );
    expect(within(toggle).getByRole('button', { name: 'മലയാളം' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(announcer()).toHaveTextContent('Questions in Malayalam');
    expect(questionHeading(1)).toBeInTheDocument(); // the interface stays English
    await userEvent.keyboard('l');
    expect(stem()).toHaveAttribute('lang', 'en');
  });

  it('shows the shortcuts with ?, where they can be turned off, remembered on this device', async () => {
    const { unmount } = renderExam();
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(help).getByRole('switch', { name: 'Single-key shortcuts' }));
    await userEvent.click(within(help).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(questionHeading(1)).toHaveFocus());
    for (const key of ['2', 'b', 'n', 'm', 'x', 'q', 's', 'l', '?']) await userEvent.keyboard(key);
    expect(chosen(1)).toEqual([]);
    expect(questionHeading(1)).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save & next' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );
    unmount();
    // Another visit on this device: still off, until turned on again from the help button.
    renderExam();
    await userEvent.keyboard('n');
    expect(questionHeading(1)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help2 = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(help2).getByRole('switch', { name: 'Single-key shortcuts' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('n');
    expect(questionHeading(2)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save & next' })).toHaveAttribute(
      'aria-keyshortcuts',
      'N',
    );
  });

  it('has no check on a mock test: K does nothing, and the help does not list it', async () => {
    renderExam();
    await userEvent.keyboard('b');
    await userEvent.keyboard('k');
    expect(chosen(1)).toEqual([2]);
    expect(screen.queryByRole('button', { name: /Check answer/ })).toBeNull();
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('table')).toHaveTextContent('Mark for review & next');
    expect(within(help).getByRole('table')).not.toHaveTextContent('Check');
  });

  it('ignores keys typed in a field, and keys with Ctrl, Alt or Meta', async () => {
    renderExam();
    const field = document.createElement('input');
    field.type = 'text';
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('2n');
    expect(field).toHaveValue('2n');
    expect(chosen(1)).toEqual([]);
    field.remove();
    questionHeading(1).focus();
    for (const held of ['Control', 'Alt', 'Meta']) {
      await userEvent.keyboard(`{${held}>}2n{/${held}}`);
      expect(chosen(1)).toEqual([]);
      expect(questionHeading(1)).toHaveFocus();
    }
  });

  it("acts on the key's place when the keyboard types Malayalam", () => {
    renderExam();
    act(() => void fireEvent.keyDown(questionHeading(1), { key: 'ബ', code: 'KeyB' }));
    expect(chosen(1)).toEqual([2]);
    act(() => void fireEvent.keyDown(questionHeading(1), { key: 'ന', code: 'KeyN' }));
    expect(questionHeading(2)).toHaveFocus();
  });

  it('answers with the arrow keys and Space inside the options, without a shortcut', async () => {
    renderExam();
    await userEvent.tab(); // from the heading to the options
    expect(option(1, 1)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(chosen(1)).toEqual([1]);
  });
});
