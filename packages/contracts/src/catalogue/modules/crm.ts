import { CRM_INPUT_TYPES, CRM_REQUEST_STATUSES } from '../../constants.ts';
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
  text,
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
  /**
   * A submitted form: the payload is what the visitor sent (the form's input slugs → values). What the visitor
   * sent is never changed afterwards (`serviceSet`); the inbox's status, assignee and notes are the operator's.
   */
  entity(
    'crm',
    'requests',
    {
      formId: ref('crm/forms', { serviceSet: true }),
      payload: json({ serviceSet: true }),
      ip: optionalText({ serviceSet: true }),
      /** The signed-in subject that sent it (the subject route), if any. */
      subjectId: uuid({ optional: true, index: true, serviceSet: true }),
      /** What the sender accepted (the offer and the personal data policy, their versions) and when (issue 32). */
      consent: json({ optional: true }),
      /** The language the visitor wrote in (the site's), for the acknowledgement and the reply. */
      language: optionalText({ serviceSet: true }),
      status: enumOf(CRM_REQUEST_STATUSES, { default: 'new', index: true }),
      /** The staff member (a subject) handling it. */
      assigneeId: uuid({ optional: true, index: true }),
      /** Internal notes: staff only, never mailed. */
      notes: optionalText({ max: 10000 }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /** A reply mailed to the request's visitor from the back office: the request's thread, oldest first. */
  entity(
    'crm',
    'replies',
    {
      requestId: ref('crm/requests', { serviceSet: true }),
      body: text({ max: 10000, serviceSet: true }),
      recipient: text({ serviceSet: true }),
      /** The staff member who wrote it. */
      authorId: uuid({ optional: true, serviceSet: true }),
      /** The outbox row that carries it. */
      notificationId: uuid({ optional: true, serviceSet: true }),
    },
    { restricted: true, readOnly: true },
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
  link('crm', 'widgets-to-website-builder-module-widgets', {
    widgetId: 'crm/widgets',
    websiteBuilderModuleWidgetId: 'website-builder/widgets',
  }),
];
