import { useId, useState } from 'react';
import { siteOrigin } from '@interim/shared/config';
import { Button, Field, HStack, Input, notify } from '@interim/shared/ui';

/** Props of {@link ShareLink}. */
export interface ShareLinkProps {
  /** Path of the page to share, e.g. `/opdrachten/12`. */
  path: string;
  title: string;
}

/**
 * The vacancy's link to pass on: shown in a read-only field, copied with a
 * button, or handed to the device's share sheet where there is one.
 */
export function ShareLink({ path, title }: ShareLinkProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = `${siteOrigin()}${path}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify({ type: 'success', description: 'De link is gekopieerd.' });
    } catch {
      notify({ type: 'info', description: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.' });
    }
  };

  return (
    <Field.Root>
      <Field.Label htmlFor={id}>Link naar deze opdracht</Field.Label>
      <HStack gap="2" w="full">
        <Input id={id} readOnly value={url} size="sm" onFocus={(event) => event.currentTarget.select()} />
        <Button size="sm" variant="outline" onClick={() => void share()}>
          {copied ? 'Gekopieerd' : 'Deel link'}
        </Button>
      </HStack>
    </Field.Root>
  );
}
