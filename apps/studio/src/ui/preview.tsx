import { Button, LinkButton } from '@inphr/ui';

/**
 * Opens a tab at the press (a popup blocker lets it), phone-sized when asked, then sends it to the
 * preview once `kept` has stored the texts and answered its address; closes it if that fails.
 */
export async function openPreviewTab(phoneWidth: boolean, kept: () => Promise<string>): Promise<void> {
  const tab = window.open('about:blank', '_blank', phoneWidth ? 'popup,width=390,height=844' : undefined);
  try {
    const href = await kept();
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A language's preview: for an editor, a button that previews what the form holds; for a viewer, a link to the saved text. */
export function PreviewAction({ label, onPreview, savedHref }: { label: string; onPreview?: () => void; savedHref?: string }) {
  if (onPreview)
    return (
      <Button variant="ghost" onClick={onPreview}>
        {label}
      </Button>
    );
  if (savedHref)
    return (
      <LinkButton variant="ghost" href={savedHref} target="_blank" rel="noopener">
        {label}
      </LinkButton>
    );
  return null;
}
