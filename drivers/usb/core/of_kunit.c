// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for matching USB device-tree nodes against descriptors
 */

#include <kunit/test.h>
#include <linux/usb/ch9.h>
#include <linux/usb/of.h>

struct usb_of_compat_case {
	const char *name;
	u16 vid, pid, rev;
	u8 dclass, dsubclass, dproto;
	/* interface nodes only */
	bool intf;
	u8 config, ifnum, iclass, isubclass, iproto;
	const char *compat;
	bool match;
};

#define DEV(n, v, p, r, c, s, pr, str, m) \
	{ .name = n, .vid = v, .pid = p, .rev = r, .dclass = c, \
	  .dsubclass = s, .dproto = pr, .compat = str, .match = m }
#define IF(n, v, p, r, cfg, i, c, s, pr, str, m) \
	{ .name = n, .vid = v, .pid = p, .rev = r, .intf = true, \
	  .config = cfg, .ifnum = i, .iclass = c, .isubclass = s, \
	  .iproto = pr, .compat = str, .match = m }

/* LAN9514 Ethernet function: 0424:ec00 rev 2.00, vendor class ff.00.ff */
#define LAN(n, str, m) DEV(n, 0x424, 0xec00, 0x200, 0xff, 0x00, 0xff, str, m)
/* QEMU usb-hub: 0409:55aa rev 1.01, hub class 9 */
#define HUB(n, str, m) DEV(n, 0x409, 0x55aa, 0x101, 0x09, 0x00, 0x00, str, m)
/* a composite device: class 0 at device level */
#define CMP(n, str, m) DEV(n, 0x1d6b, 0x104, 0x1, 0x00, 0x00, 0x00, str, m)
/* QEMU usb-net, CDC ECM control interface 0 of config 1 */
#define ECM(n, str, m) IF(n, 0x525, 0xa4a2, 0x0, 1, 0, 0x02, 0x06, 0x00, str, m)

static const struct usb_of_compat_case usb_of_compat_cases[] = {
	LAN("VID,PID", "usb424,ec00", true),
	LAN("VID,PID.REV", "usb424,ec00.200", true),
	LAN("VID,classDC.DSC.DPROTO", "usb424,classff.0.ff", true),
	LAN("VID,classDC.DSC", "usb424,classff.0", true),
	LAN("VID,classDC", "usb424,classff", true),
	LAN("usb,classDC.DSC.DPROTO", "usb,classff.0.ff", true),
	LAN("usb,classDC.DSC", "usb,classff.0", true),
	LAN("usb,classDC", "usb,classff", true),
	LAN("usb,device", "usb,device", true),
	LAN("other PID", "usb424,ec01", false),
	LAN("other VID", "usb425,ec00", false),
	LAN("other REV", "usb424,ec00.100", false),
	LAN("leading zero in VID", "usb0424,ec00", false),
	LAN("leading zero in REV", "usb424,ec00.0200", false),
	LAN("upper case", "usb424,EC00", false),
	LAN("upper case prefix", "USB424,ec00", false),
	LAN("trailing space", "usb424,ec00 ", false),
	LAN("junk after ids", "usb424,ec00x", false),
	LAN("PID only", "usb,ec00", false),
	LAN("VID only", "usb424", false),
	LAN("empty", "", false),
	LAN("prefix only", "usb", false),
	LAN("other class", "usb,class9", false),
	LAN("interface form on a device", "usbif424,ec00.config1.0", false),
	LAN("over-long", "usb424,ec00.200000000000000000000000000000000000000000000000000", false),
	LAN("vendor string", "smsc,lan9514", false),
	HUB("hub VID,PID", "usb409,55aa", true),
	HUB("hub class", "usb,class9", true),
	HUB("hub VID,class", "usb409,class9.0.0", true),
	HUB("hub wrong protocol", "usb,class9.0.1", false),
	CMP("class 0 has no class names", "usb,class0", false),
	CMP("class 0 VID,class", "usb1d6b,class0", false),
	CMP("class 0 usb,device", "usb,device", true),
	ECM("interface VID,PID.configC.I", "usbif525,a4a2.config1.0", true),
	ECM("interface VID,PID.REV.configC.I", "usbif525,a4a2.0.config1.0", true),
	ECM("interface other number", "usbif525,a4a2.config1.1", false),
	ECM("interface other config", "usbif525,a4a2.config2.0", false),
	ECM("interface VID,classIC.ISC.IPROTO", "usbif525,class2.6.0", true),
	ECM("interface VID,classIC", "usbif525,class2", true),
	ECM("interface usbif,classIC.ISC", "usbif,class2.6", true),
	ECM("interface usbif,classIC", "usbif,class2", true),
	ECM("interface other class", "usbif,class3", false),
	ECM("device form on an interface", "usb525,a4a2", false),
	ECM("interface leading zero", "usbif525,a4a2.config01.0", false),
};

static void usb_of_compat_case_desc(const struct usb_of_compat_case *c,
				    char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s: \"%s\"", c->name, c->compat);
}

KUNIT_ARRAY_PARAM(usb_of_compat, usb_of_compat_cases, usb_of_compat_case_desc);

static void usb_of_fill(const struct usb_of_compat_case *c,
			struct usb_device_descriptor *dd,
			struct usb_interface_descriptor *id,
			struct usb_of_ids *ids)
{
	memset(dd, 0, sizeof(*dd));
	memset(id, 0, sizeof(*id));
	dd->idVendor = cpu_to_le16(c->vid);
	dd->idProduct = cpu_to_le16(c->pid);
	dd->bcdDevice = cpu_to_le16(c->rev);
	dd->bDeviceClass = c->dclass;
	dd->bDeviceSubClass = c->dsubclass;
	dd->bDeviceProtocol = c->dproto;
	id->bInterfaceNumber = c->ifnum;
	id->bInterfaceClass = c->iclass;
	id->bInterfaceSubClass = c->isubclass;
	id->bInterfaceProtocol = c->iproto;
	ids->dev = dd;
	ids->intf = c->intf ? id : NULL;
	ids->config = c->config;
}

static void usb_of_compatible_test(struct kunit *test)
{
	const struct usb_of_compat_case *c = test->param_value;
	struct usb_device_descriptor dd;
	struct usb_interface_descriptor id;
	struct usb_of_ids ids;

	usb_of_fill(c, &dd, &id, &ids);
	KUNIT_EXPECT_EQ(test, usb_of_compatible(&ids, c->compat), c->match);
}

/* the LAN9514 Ethernet function */
static void usb_of_lan_ids(struct usb_device_descriptor *dd,
			   struct usb_interface_descriptor *id,
			   struct usb_of_ids *ids)
{
	usb_of_fill(&usb_of_compat_cases[0], dd, id, ids);
}

/* a list is copied to an allocation of exactly its length */
static bool usb_of_list_matches(struct kunit *test, const char *list,
				size_t len)
{
	struct usb_device_descriptor dd;
	struct usb_interface_descriptor id;
	struct usb_of_ids ids;
	char *buf = NULL;

	usb_of_lan_ids(&dd, &id, &ids);
	if (len) {
		buf = kunit_kmalloc(test, len, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, buf);
		memcpy(buf, list, len);
	}
	return usb_of_compatible_list(&ids, buf, len);
}

static void usb_of_list_test(struct kunit *test)
{
	static const char two[] = "smsc,lan9514\0usb424,ec00";
	static const char empties[] = "\0\0usb,device";
	static const char none[] = "usb424,ec01\0usb,class9";

	KUNIT_EXPECT_TRUE(test, usb_of_list_matches(test, two, sizeof(two)));
	KUNIT_EXPECT_TRUE(test,
			  usb_of_list_matches(test, empties, sizeof(empties)));
	KUNIT_EXPECT_FALSE(test, usb_of_list_matches(test, none, sizeof(none)));
	KUNIT_EXPECT_FALSE(test, usb_of_list_matches(test, NULL, 0));
}

static void usb_of_list_unterminated_test(struct kunit *test)
{
	static const char two[] = "smsc,lan9514\0usb424,ec00";

	/* the last name lacks its NUL: it is not read, not matched */
	KUNIT_EXPECT_FALSE(test, usb_of_list_matches(test, "usb424,ec00", 11));
	KUNIT_EXPECT_FALSE(test, usb_of_list_matches(test, two, sizeof(two) - 1));
	/* a terminated name before an unterminated tail still matches */
	KUNIT_EXPECT_TRUE(test,
			  usb_of_list_matches(test, "usb424,ec00\0usb", 15));
}

static struct kunit_case usb_of_test_cases[] = {
	KUNIT_CASE_PARAM(usb_of_compatible_test, usb_of_compat_gen_params),
	KUNIT_CASE(usb_of_list_test),
	KUNIT_CASE(usb_of_list_unterminated_test),
	{}
};

static struct kunit_suite usb_of_test_suite = {
	.name = "usb_of",
	.test_cases = usb_of_test_cases,
};

kunit_test_suite(usb_of_test_suite);

MODULE_DESCRIPTION("KUnit tests for USB device-tree node matching");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
