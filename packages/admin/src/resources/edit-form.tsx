/**
 * A record's edit form. Its record can be read again while the operator types: react-admin shows the copy cached
 * by the record's create, an update or an earlier visit at once, then the server's. It resets the form to each new
 * copy, which dropped what had been typed meanwhile (and disabled the Save about to be clicked). Here the fields
 * the operator changed keep their values and the others follow the record; a save makes the saved values the
 * form's own again (StatusSaveButton).
 */
import { Skeleton } from '@mui/material';
import { SimpleForm, type SimpleFormProps } from 'react-admin';

/** One object for every form: react-admin resets again whenever the options change. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

export const EditForm = (props: SimpleFormProps) => <SimpleForm resetOptions={KEEP_TYPED} {...props} />;

/**
 * What an `EditBase` shows until its record is here: without it the form rendered empty and took the record when it
 * came, as a new record (react-admin then resets it whole, the keep above included): a field typed meanwhile was
 * lost (CI: the builder's editor).
 */
export const recordLoading = <Skeleton variant="rounded" height={160} />;
