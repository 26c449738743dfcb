/// The JUnit XML shape CI systems read (the Ant/Jenkins `junit` task's), as an XML Schema, so the
/// tests can validate `keyslide check --junit` with `xmllint --schema`. Written from the Apache Ant
/// JUnit report format that Jenkins, GitLab and GitHub's JUnit actions accept: `testsuites` of
/// `testsuite` of `testcase`, each test case at most one `failure`, `error` or `skipped`.
enum JUnitSchema {
    static let xsd = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
          <xs:complexType name="problem">
            <xs:simpleContent>
              <xs:extension base="xs:string">
                <xs:attribute name="message" type="xs:string"/>
                <xs:attribute name="type" type="xs:string"/>
              </xs:extension>
            </xs:simpleContent>
          </xs:complexType>
          <xs:element name="testcase">
            <xs:complexType>
              <xs:choice minOccurs="0" maxOccurs="1">
                <xs:element name="failure" type="problem"/>
                <xs:element name="error" type="problem"/>
                <xs:element name="skipped" type="problem"/>
              </xs:choice>
              <xs:attribute name="name" type="xs:string" use="required"/>
              <xs:attribute name="classname" type="xs:string" use="required"/>
              <xs:attribute name="time" type="xs:decimal"/>
            </xs:complexType>
          </xs:element>
          <xs:element name="testsuite">
            <xs:complexType>
              <xs:sequence>
                <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string" use="required"/>
              <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
              <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
              <xs:attribute name="time" type="xs:decimal"/>
            </xs:complexType>
          </xs:element>
          <xs:element name="testsuites">
            <xs:complexType>
              <xs:sequence>
                <xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/>
              </xs:sequence>
              <xs:attribute name="name" type="xs:string"/>
              <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
              <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
              <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
              <xs:attribute name="time" type="xs:decimal"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """
}
