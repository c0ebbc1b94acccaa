import { LocalLakeNotice, noticeButton } from './local-lake-notice';

/**
 * The one step an editor takes before the offline Studio opens: accepting the certificate this
 * computer made for the local Content Lake, on the one address the Studio loads everything from.
 */
export function LakeTrustStep({ apiHost, onContinue }: { apiHost: string; onContinue: () => void }) {
  const address = `${apiHost}/`;
  const host = new URL(apiHost).hostname;
  return (
    <LocalLakeNotice title="Trust the local Content Lake once">
      <p>
        Offline, the Studio keeps content on this computer and reaches it over HTTPS, with a certificate this
        computer made for itself. Your browser asks you once whether to trust it. The lake answers this
        computer only.
      </p>
      <ol>
        <li>
          Open{' '}
          <a href={address} target="_blank" rel="noreferrer">
            {address}
          </a>
          .
        </li>
        <li>
          On the warning page choose <strong>Advanced</strong>, then{' '}
          <strong>Proceed to {host} (unsafe)</strong>. In Firefox: <strong>Advanced</strong>, then{' '}
          <strong>Accept the Risk and Continue</strong>. In Safari: <strong>Show Details</strong>, then{' '}
          <strong>visit this website</strong>.
        </li>
        <li>
          The page says “The local Content Lake is trusted”. Come back to this tab: the Studio opens by
          itself.
        </li>
      </ol>
      <button type="button" style={noticeButton} onClick={onContinue}>
        Open the Studio
      </button>
    </LocalLakeNotice>
  );
}
