// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GREETING_FRAME_ATTRIBUTE, GREETING_NAME_ATTRIBUTE, showGreetingFrame } from './greeting-frame';

const frameHtml = `<div class="invisible" ${GREETING_FRAME_ATTRIBUTE}=""><h1>Hi, <span ${GREETING_NAME_ATTRIBUTE}="">Fighter</span></h1></div>`;
const frame = () => document.querySelector(`[${GREETING_FRAME_ATTRIBUTE}]`) as HTMLElement;

describe('showGreetingFrame', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('writes the stored name and shows the greeting for a signed-in person', () => {
    document.body.innerHTML = frameHtml;
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com', name: ' Ana Ruiz ' }));
    showGreetingFrame();
    expect(frame().textContent).toBe('Hi, Ana Ruiz');
    expect(frame().classList.contains('invisible')).toBe(false);
  });

  it('uses the part of the email before the @ when there is no name, as the page does', () => {
    document.body.innerHTML = frameHtml;
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ email: 'maria.l@example.com' }));
    showGreetingFrame();
    expect(frame().textContent).toBe('Hi, maria.l');
  });

  it('keeps the greeting hidden for a signed-out visitor or an unreadable stored user', () => {
    document.body.innerHTML = frameHtml;
    localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com' }));
    showGreetingFrame();
    expect(frame().classList.contains('invisible')).toBe(true);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{not json');
    showGreetingFrame();
    expect(frame().classList.contains('invisible')).toBe(true);
    expect(frame().textContent).toBe('Hi, Fighter');
  });
});
