import { CRM_INPUT_TYPES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import {
  adminTitle,
  bool,
  className,
  content,
  enumOf,
  json,
  localized,
  optionalText,
  ref,
  slug,
  uuid,
  variant,
} from '../fields.ts';

export const crm = [
  entity('crm', 'forms', { ...content() }),
  /** `type` picks the rendered control; an unknown one shows 'Unknown input type'. */
  entity('crm', 'inputs', {
    type: enumOf(CRM_INPUT_TYPES, 'default'),
    isRequired: bool({ default: false }),
    ...content(),
    label: localized(),
    placeholder: localized(),
  }),
  /** A submitted form: the payload is whatever the visitor sent. */
  entity(
    'crm',
    'requests',
    {
      formId: ref('crm/forms'),
      payload: json(),
      ip: optionalText(),
      /** The signed-in subject that sent it (the subject route), if any. */
      subjectId: uuid({ optional: true, index: true }),
      variant: variant(),
    },
    { restricted: true },
  ),
  entity('crm', 'widgets', { ...content() }),
  /** A page of a multi-step form: a form's steps in order, each with its inputs. */
  entity('crm', 'steps', { ...content() }),
  /** One choice of a select input. */
  entity('crm', 'options', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    className: className(),
    variant: variant(),
  }),
  link('crm', 'forms-to-inputs', { formId: 'crm/forms', inputId: 'crm/inputs' }),
  link('crm', 'forms-to-steps', { formId: 'crm/forms', stepId: 'crm/steps' }),
  link('crm', 'steps-to-inputs', { stepId: 'crm/steps', inputId: 'crm/inputs' }),
  link('crm', 'inputs-to-options', { inputId: 'crm/inputs', optionId: 'crm/options' }),
  link('crm', 'widgets-to-forms', { widgetId: 'crm/widgets', formId: 'crm/forms' }),
];
