import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Props = {
  labels: readonly string[];
  active: number;
  onStep: (index: number) => void;
  /** The active step's content. */
  children: ReactNode;
};

/**
 * The builder's steps: a horizontal stepper with the content below on wide screens, a vertical
 * one with the content under its step on phones. Every step can be opened directly.
 */
export function BuilderStepper({ labels, active, onStep, children }: Props) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (narrow) {
    return (
      <Stepper nonLinear activeStep={active} orientation="vertical">
        {labels.map((label, i) => (
          <Step key={label} completed={false}>
            <StepButton onClick={() => onStep(i)}>{label}</StepButton>
            <StepContent>{i === active && children}</StepContent>
          </Step>
        ))}
      </Stepper>
    );
  }
  return (
    <>
      <Stepper nonLinear activeStep={active} alternativeLabel sx={{ mb: 4 }}>
        {labels.map((label, i) => (
          <Step key={label} completed={false}>
            <StepButton onClick={() => onStep(i)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box>{children}</Box>
    </>
  );
}
