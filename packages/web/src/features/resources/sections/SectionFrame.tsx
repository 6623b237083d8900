import Box from '@mui/material/Box';

type Props = {
  title: string;
  src: string;
  /** What the framed page may do: scripts and its own origin for a player, nothing more. */
  sandbox: string;
  allow?: string;
  /** Width over height. */
  ratio?: string;
};

/** Another site's player or report in a sandboxed frame that keeps its proportions at every width. */
export function SectionFrame({ title, src, sandbox, allow, ratio = '16 / 9' }: Props) {
  return (
    <Box
      component="iframe"
      title={title}
      src={src}
      sandbox={sandbox}
      allow={allow}
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      allowFullScreen
      sx={{ width: '100%', aspectRatio: ratio, border: 0, borderRadius: 2, display: 'block' }}
    />
  );
}
