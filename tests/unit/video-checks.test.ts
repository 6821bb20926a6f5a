import { describe, expect, it } from 'vitest';
import { videoProblem } from '#src/islands/kit/video-checks.ts';

const MB = 1024 * 1024;

describe('the browser’s video checks (spec §5, §9)', () => {
  it('takes the spec’s formats in any case, under 20 MB, at least 640×360', () => {
    for (const name of ['a.mp4', 'b.MOV', 'c.webm', 'd.avi', 'e.wmv', 'f.flv', 'g.mpg', 'h.3gp', 'i.asf'])
      expect(videoProblem({ name, size: MB }, { width: 640, height: 360 }), name).toBeNull();
  });

  it('refuses other formats, 20 MB and more, and smaller pictures', () => {
    expect(videoProblem({ name: 'clip.mkv', size: MB }, null)).toBe('invalid_video_type');
    expect(videoProblem({ name: 'clip.mp4', size: 20 * MB }, null)).toBe('video_too_large');
    expect(videoProblem({ name: 'clip.mp4', size: 20 * MB - 1 }, null)).toBeNull();
    expect(videoProblem({ name: 'clip.mp4', size: MB }, { width: 639, height: 360 })).toBe('video_too_small');
    expect(videoProblem({ name: 'clip.mp4', size: MB }, { width: 1280, height: 359 })).toBe('video_too_small');
  });

  it('leaves the size to the server when the browser cannot play the format', () => {
    expect(videoProblem({ name: 'clip.wmv', size: MB }, { width: null, height: null })).toBeNull();
  });
});
