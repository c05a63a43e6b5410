import { useState } from 'react';
import { Button, FormAlert, Stack, notify } from '@interim/shared/ui';
import { requestLoginLink } from '@interim/shared/api';
import { describeApiError } from '@interim/shared/api-client';

/** Props of {@link ResendLink}. */
export interface ResendLinkProps {
  email: string;
  /** Return path the new link carries. */
  returnTo?: string;
  label?: string;
  /** Called after the new link was requested (instead of the inline confirmation when it navigates away). */
  onSent?: () => void;
}

/**
 * Requests a new login link for a known address. Busy and disabled while
 * sending; a rate-limit answer says when to try again.
 */
export function ResendLink({ email, returnTo, label = 'Stuur een nieuwe link', onSent }: ResendLinkProps) {
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error?: string }>({ busy: false, sent: false });

  const send = async () => {
    setState({ busy: true, sent: false });
    try {
      await requestLoginLink(returnTo ? { email, returnTo } : { email });
    } catch (error) {
      setState({ busy: false, sent: false, error: describeApiError(error) });
      return;
    }
    setState({ busy: false, sent: true });
    notify({ type: 'success', description: `Nieuwe inloglink verstuurd naar ${email}.` });
    onSent?.();
  };

  return (
    <Stack gap="3" align="flex-start">
      <FormAlert message={state.error} />
      <FormAlert
        status="success"
        message={state.sent ? `We hebben een nieuwe e-mail met inloglink en code gestuurd naar ${email}.` : undefined}
      />
      <Button variant="outline" onClick={() => void send()} loading={state.busy} loadingText="Bezig met versturen">
        {label}
      </Button>
    </Stack>
  );
}
