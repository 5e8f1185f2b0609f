import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import { Field, fieldAria, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

/** The company's fields, shared by the setup screen and the company screen. */
export function CompanyFields({
  register,
  errors,
  withWebsite,
  disabled = false,
}: {
  register: UseFormRegister<CompanyUpdateInput>;
  errors: FieldErrors<CompanyUpdateInput>;
  withWebsite: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <Field
        id="company-name"
        label="Nom de l'entreprise"
        required
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input
          autoComplete="organization"
          {...fieldAria("company-name", errors.name?.message)}
          {...register("name")}
        />
      </Field>
      <Field id="company-address" label="Adresse" error={errors.address?.message} className="sm:col-span-2">
        <Input
          autoComplete="street-address"
          {...fieldAria("company-address", errors.address?.message)}
          {...register("address")}
        />
      </Field>
      <Field id="company-phone" label="Téléphone" error={errors.phone?.message}>
        <Input
          type="tel"
          autoComplete="tel"
          {...fieldAria("company-phone", errors.phone?.message)}
          {...register("phone")}
        />
      </Field>
      <Field id="company-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria("company-email", errors.email?.message)}
          {...register("email")}
        />
      </Field>
      {withWebsite && (
        <Field
          id="company-website"
          label="Site web"
          error={errors.website?.message}
          className="sm:col-span-2"
        >
          <Input
            type="url"
            placeholder="https://"
            {...fieldAria("company-website", errors.website?.message)}
            {...register("website")}
          />
        </Field>
      )}
      <Field
        id="company-description"
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          {...fieldAria("company-description", errors.description?.message)}
          {...register("description")}
        />
      </Field>
    </fieldset>
  );
}
