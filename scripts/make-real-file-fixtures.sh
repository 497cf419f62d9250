#!/usr/bin/env bash
# Makes test/fixtures/real-files/institution-export-{1900,1904}.xlsx from the flat ODS beside them with
# LibreOffice (apt-get install -y libreoffice-calc-nogui), once in each date system. The files are kept in
# the repository: the tests read them and need no LibreOffice.
set -euo pipefail
cd "$(dirname "$0")/../test/fixtures/real-files"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for system in 1900:1899-12-30 1904:1904-01-01; do
  name=${system%%:*}
  sed "s/NULL_DATE/${system#*:}/" institution-export.fods.template >"$work/institution-export-$name.fods"
  soffice --headless -env:UserInstallation=file://"$work/profile" --convert-to xlsx:"Calc MS Excel 2007 XML" --outdir "$work" "$work/institution-export-$name.fods" >/dev/null
  cp "$work/institution-export-$name.xlsx" .
done
ls -l institution-export-*.xlsx
