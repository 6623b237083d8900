import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePortal } from '../../../app/portal-context';
import { BrandLogo } from '../../../ui/BrandLogo';

/** The top of a printed 360 document: the brand, what it is, whose it is and from when. */
export function ReportPrintHeader(props: { eyebrow: string; title: string; subtitle: string }) {
  const { brand } = usePortal();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}
    >
      <div>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {props.eyebrow}
        </Typography>
        <Typography variant="h1" component="h1">
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.subtitle}</Typography>
      </div>
      <BrandLogo brand={brand} height={40} />
    </Stack>
  );
}
