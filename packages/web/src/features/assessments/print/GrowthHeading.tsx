import Typography from '@mui/material/Typography';

/** The head of a growth print view: what it is, the account, the assessment's name. */
export function GrowthHeading(props: {
  kind: string;
  accountName: string;
  definitionName: string;
}) {
  return (
    <>
      <Typography variant="overline" component="p">
        {props.kind}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {props.accountName}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {props.definitionName}
      </Typography>
    </>
  );
}
