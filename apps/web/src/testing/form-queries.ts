import { screen } from '@testing-library/react';

/** The text box whose label starts with `label`: a required field's label goes on with its asterisk. */
export function textboxLabelled(label: string) {
  return screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
}

/** The button named exactly `name`, to read whether it can be pressed. */
export function buttonNamed(name: string) {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}
