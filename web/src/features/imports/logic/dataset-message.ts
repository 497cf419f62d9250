/**
 * A message id as said for the job's dataset: the members wording is the plain key, another dataset's
 * the key with its name after a dot (`mapping.onExisting.update.departments`), when the catalogue has it.
 */
export function datasetMessage(messages: Record<string, unknown>, id: string, datasetType: string): string {
  const specific = `${id}.${datasetType}`;
  return datasetType !== 'members' && messages[specific] !== undefined ? specific : id;
}
