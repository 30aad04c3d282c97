import { PACKAGE_STATES, type UpdateStateEntry, type UpdateStateResponse } from '@rnorm/contracts';
import { updatesTexts } from '../../config/updates-texts.ts';

export interface PackageMenuItem {
  label: string;
  /** The `stateAction` entry the item sends; undefined when the server offers none. */
  actionId: string | undefined;
}

/** A package's one action button (spec section 4, Packages): a drop-down of actions, or a disabled label. */
export type PackageButton =
  { kind: 'menu'; label: string; items: PackageMenuItem[] } | { kind: 'label'; label: string };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'Update available' offers Download (the first `stateAction` entry) and Download and Install (the second);
 * 'Update downloaded' offers Install (the first). 'Latest', 'Downloading' and 'Installing' are a disabled
 * capitalised label, and any other state shows its own text on a disabled button.
 */
export function packageButton(entry: UpdateStateEntry): PackageButton {
  const actions = entry.stateAction ?? [];
  switch (entry.state) {
    case PACKAGE_STATES.updateAvailable:
      return {
        kind: 'menu',
        label: updatesTexts.download,
        items: [
          { label: updatesTexts.download, actionId: actions[0] },
          { label: updatesTexts.downloadAndInstall, actionId: actions[1] },
        ],
      };
    case PACKAGE_STATES.updateDownloaded:
      return {
        kind: 'menu',
        label: updatesTexts.install,
        items: [{ label: updatesTexts.install, actionId: actions[0] }],
      };
    case PACKAGE_STATES.latest:
    case PACKAGE_STATES.downloading:
    case PACKAGE_STATES.installing:
      return { kind: 'label', label: capitalised(entry.state) };
    default:
      return { kind: 'label', label: entry.state };
  }
}

/**
 * Whether the header shows 'Updates Available' (spec section 2): some package has a state, and it is not 'Latest'.
 */
export function hasUpdatesAvailable(response: UpdateStateResponse | undefined): boolean {
  if (!response) return false;
  return Object.values(response.UpdateState).some(
    (entry) => entry.state !== '' && entry.state !== PACKAGE_STATES.latest,
  );
}
