import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import { COMPANY_TEXTS } from "../../../shared/texts/company";
import { Field, fieldAria, InputField, Textarea } from "../../components/ui/field";

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
      <InputField
        id="company-name"
        label={COMPANY_TEXTS.name}
        required
        error={errors.name?.message}
        className="sm:col-span-2"
        autoComplete="organization"
        {...register("name")}
      />
      <InputField
        id="company-address"
        label={COMPANY_TEXTS.address}
        error={errors.address?.message}
        className="sm:col-span-2"
        autoComplete="street-address"
        {...register("address")}
      />
      <InputField
        id="company-phone"
        label={COMPANY_TEXTS.phone}
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        {...register("phone")}
      />
      <InputField
        id="company-email"
        label={COMPANY_TEXTS.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register("email")}
      />
      {withWebsite && (
        <InputField
          id="company-website"
          label={COMPANY_TEXTS.website}
          error={errors.website?.message}
          className="sm:col-span-2"
          type="url"
          placeholder={COMPANY_TEXTS.websitePlaceholder}
          {...register("website")}
        />
      )}
      <Field
        id="company-description"
        label={COMPANY_TEXTS.description}
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
