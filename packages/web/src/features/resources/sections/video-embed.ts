/**
 * How a provider's video link is shown: YouTube and Vimeo links become their players' embed
 * addresses (YouTube's privacy-enhanced host), any other https link stays a plain link, and a
 * link that is not https is not shown at all.
 */
export type VideoEmbed =
  { kind: 'player'; provider: 'youtube' | 'vimeo'; src: string } | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parts[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'vimeo.com'
      ? parts[0]
      : host === 'player.vimeo.com' && parts[0] === 'video'
        ? parts[1]
        : null;
  return id && VIMEO_ID.test(id) ? id : null;
}

export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const youTube = youTubeId(url);
  if (youTube) {
    return {
      kind: 'player',
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youTube}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return { kind: 'player', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'link', href: url.href };
}
