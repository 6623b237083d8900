import type { ComponentType } from 'react';
import { isContentSectionType, type ContentSectionType } from '@portal/core';
import { AwardsBlock } from '../../home/blocks/AwardsBlock';
import { DescriberRequestsBlock } from '../../home/blocks/DescriberRequestsBlock';
import { OwnerBlock } from '../../home/blocks/OwnerBlock';
import { PlanStatusBlock } from '../../home/blocks/PlanStatusBlock';
import { UpcomingEventsBlock } from '../../events-people/UpcomingEventsBlock';
import { ButtonSection } from './ButtonSection';
import { CheckboxProgressBarSection } from './CheckboxProgressBarSection';
import { ComponentSection } from './ComponentSection';
import { ContentListSection } from './ContentListSection';
import { DomoReportSection } from './DomoReportSection';
import { forPerson } from './for-person';
import { ImageCarouselSection } from './ImageCarouselSection';
import { ImageSection } from './ImageSection';
import { LinksSection } from './LinksSection';
import { PendingTpcRequests } from './PendingTpcRequestsSection';
import { ProfileScalePlot } from './ProfileScalePlotSection';
import type { SectionProps } from './section-props';
import { SurveySection } from './SurveySection';
import { TextSection } from './TextSection';
import { TitleSection } from './TitleSection';
import { TrainerReminders } from './TrainerRemindersSection';
import { VideoSection } from './VideoSection';

/**
 * The renderer of each section type (rows and columns are the layout, drawn by ContentSections).
 * The sections about the reader reuse the home page's cards, fed with their own data.
 */
export const SECTION_RENDERERS: Record<
  Exclude<ContentSectionType, 'row' | 'col'>,
  ComponentType<SectionProps>
> = {
  title: TitleSection,
  text: TextSection,
  button: ButtonSection,
  image: ImageSection,
  imageCarousel: ImageCarouselSection,
  video: VideoSection,
  attachments: ContentListSection,
  related: ContentListSection,
  simpleNav: LinksSection,
  actions: LinksSection,
  checkboxProgressBar: CheckboxProgressBarSection,
  badges: forPerson(() => <AwardsBlock />),
  journeyStatus: forPerson((id) => <PlanStatusBlock userAccountId={id} />),
  pendingDescriberRequests: forPerson((id) => <DescriberRequestsBlock userAccountId={id} />),
  pendingTpcRequests: forPerson(() => <PendingTpcRequests />),
  profileScalePlot: forPerson((id) => <ProfileScalePlot userAccountId={id} />),
  trainerInfo: forPerson(() => <OwnerBlock />),
  trainerReminders: forPerson((_id, props) => <TrainerReminders {...props} />),
  upcomingEvents: forPerson((id) => <UpcomingEventsBlock userAccountId={id} />),
  component: ComponentSection,
  domoReport: DomoReportSection,
  survey: SurveySection,
  contentSurvey: SurveySection,
};

/** The renderer of a stored type; null for a type this version does not know (and for col). */
export function sectionRenderer(type: string): ComponentType<SectionProps> | null {
  if (!isContentSectionType(type) || type === 'row' || type === 'col') return null;
  return SECTION_RENDERERS[type];
}
