// The same wording as en-us.
export { checkupSurvey } from '../en-us/checkup-survey';
