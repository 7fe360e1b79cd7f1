import { CRM_INPUT_TYPES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import { bool, content, enumOf, json, localized, optionalText, ref, uuid, variant } from '../fields.ts';

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
  link('crm', 'forms-to-inputs', { formId: 'crm/forms', inputId: 'crm/inputs' }),
  link('crm', 'widgets-to-forms', { widgetId: 'crm/widgets', formId: 'crm/forms' }),
];
