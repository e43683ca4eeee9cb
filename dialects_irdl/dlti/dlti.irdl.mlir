// Imported from ODS (DLTIBase.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @dlti attributes {ods, properties, description = "The Data Layout and Target Information (DLTI) dialect is intended to hold\nattributes and other components pertaining to descriptions of in-memory\ndata layout and compilation targets."} {
}
