import { describe, expect, it } from 'vitest';
import { renderInSite } from '../test-render.tsx';
import { mediaUrl } from '../ui/media.ts';
import { FileView } from './file-storage.tsx';

const file = (fields: Record<string, unknown>) => ({ id: 'f1', ...fields });

describe('a file', () => {
  it('is an image, or a video with controls, by its mimeType', async () => {
    const image = await renderInSite(
      <FileView node={file({ file: '/files/a.jpg', mimeType: 'image/jpeg', alt: 'The bell tower' })} />,
    );
    expect(image).toMatch(/<img src="\/public\/files\/a.jpg" alt="The bell tower"/);
    expect(image).not.toContain('<video');

    const video = await renderInSite(<FileView node={file({ file: '/files/b.mp4', mimeType: 'video/mp4' })} />);
    expect(video).toMatch(
      /<video controls="" preload="metadata"[^>]*><source src="\/public\/files\/b.mp4" type="video\/mp4"/,
    );
    expect(video).not.toContain('<img');
  });

  it('comes from the public path unless its path holds https', () => {
    expect(mediaUrl('/files/2025/report.pdf')).toBe('/public/files/2025/report.pdf');
    expect(mediaUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    // The site's own demo images are in its build.
    expect(mediaUrl('/images/church.svg')).toBe('/images/church.svg');
    expect(mediaUrl('')).toBe('');
  });
});
