// SPDX-License-Identifier: GPL-2.0
/*
 * IEEE 1275 USB binding compatible strings.
 *
 * The forms are those of the 1275 USB binding (usb-1_0, sections 3.2.2.1,
 * 3.3.2.1 and 3.4), which the project's USB core matches; the names a
 * device carries (usb_names()) and whether a compatible list names a
 * device (usb_compat_identity()) are the kernel's own code, built in
 * kernel_names.c:
 *
 *   device and combined nodes      interface nodes
 *   usbVID,PID.REV.configC (1)     usbifVID,PID.REV.configC.I
 *   usbVID,PID.REV                 usbifVID,PID.configC.I
 *   usbVID,PID.configC (1)
 *   usbVID,PID
 *   usbVID,classDC.DSC.DPROTO      usbifVID,classIC.ISC.IPROTO
 *   usbVID,classDC.DSC             usbifVID,classIC.ISC
 *   usbVID,classDC                 usbifVID,classIC
 *   usb,classDC.DSC.DPROTO         usbif,classIC.ISC.IPROTO
 *   usb,classDC.DSC                usbif,classIC.ISC
 *   usb,classDC                    usbif,classIC
 *   usb,device (2)
 *   usbifVID,classIC[.ISC[.IPROTO]], usbif,classIC[...] (combined nodes)
 *
 * (1) multi-configuration devices only; (2) not on a combined node.
 *
 * Numbers are lower-case hexadecimal; VID, PID and REV at most ffff (four
 * digits), class, subclass, protocol, configuration and interface at most
 * ff (two digits). The binding writes them without leading zeroes, but a
 * name that has them within those digits names the same number, as the
 * kernel compares them (drivers/usb/core/of_names.c): "usb1a40,0101" in
 * terminus,fe11.yaml and onboard_usb_dev's match table. A bare "usbVID" (no comma) is not a form of the binding and
 * is not matched by Linux; neither is "usbif,interface". Class 0 forms are
 * malformed: the binding derives class forms only from a non-zero class
 * and Linux never matches them. Configuration 0 is malformed (the value
 * of an unconfigured device).
 *
 * A string "looks like" a USB form when it starts with "usb" or "usbif",
 * then hexadecimal digits (of either case) or none, then a comma: such a
 * string is parsed and, when it is not one of the forms above, is UC_BAD.
 * Anything else ("usb-nop-xceiv", "usb0-phy") is UC_NONE.
 */
#include <ctype.h>
#include <string.h>

#include "usbdt.h"

/* one hexadecimal number in 1275 style; advances *p */
static int scan_hex(const char **p, unsigned int max, unsigned int *val,
		    const char **why)
{
	const char *s = *p;
	unsigned long v = 0;
	size_t n = 0;

	while (isxdigit((unsigned char)s[n])) {
		if (isupper((unsigned char)s[n])) {
			*why = "upper-case hexadecimal digit";
			return -1;
		}
		if (v <= max)
			v = v * 16 + (unsigned long)(isdigit((unsigned char)s[n]) ?
				s[n] - '0' : s[n] - 'a' + 10);
		n++;
	}
	if (n == 0) {
		*why = "number expected";
		return -1;
	}
	if (n > (max > 0xff ? 4u : 2u)) {
		*why = max > 0xff ? "more than four hexadecimal digits" :
				    "more than two hexadecimal digits";
		return -1;
	}
	if (v > max) {
		*why = "number out of range";
		return -1;
	}
	*val = (unsigned int)v;
	*p = s + n;
	return 0;
}

static int expect_str(const char **p, const char *lit)
{
	size_t n = strlen(lit);

	if (strncmp(*p, lit, n))
		return -1;
	*p += n;
	return 0;
}

static int bad(struct usb_compat *c, const char *why)
{
	c->form = UC_BAD;
	c->why = why;
	return 0;
}

static int scan_end(const char *p, struct usb_compat *c,
		    enum usb_compat_form f)
{
	if (*p)
		return bad(c, "unexpected characters at the end");
	c->form = f;
	return 0;
}

/* classDC[.DSC[.DPROTO]] after "class" */
static int scan_class(const char *p, struct usb_compat *c,
		      enum usb_compat_form f)
{
	const char *why = NULL;

	for (c->ncls = 0; c->ncls < 3; c->ncls++) {
		if (c->ncls && expect_str(&p, "."))
			break;
		if (scan_hex(&p, 0xff, &c->cls[c->ncls], &why))
			return bad(c, why);
	}
	if (c->cls[0] == 0)
		return bad(c, "class 0 never matches (class forms need a non-zero class)");
	return scan_end(p, c, f);
}

/* configC.I after "config" */
static int scan_config(const char *p, struct usb_compat *c,
		       enum usb_compat_form f)
{
	const char *why = NULL;

	if (scan_hex(&p, 0xff, &c->config, &why))
		return bad(c, why);
	if (c->config == 0)
		return bad(c, "configuration 0 is not a configuration value");
	if (expect_str(&p, "."))
		return bad(c, "'.' and interface number expected after configuration");
	if (scan_hex(&p, 0xff, &c->ifnum, &why))
		return bad(c, why);
	return scan_end(p, c, f);
}

/* after "usbVID,": PID, then [.REV][.configC] */
static int parse_device_vid(const char *p, struct usb_compat *c)
{
	const char *why = NULL;
	bool rev = false;

	if (!expect_str(&p, "class"))
		return scan_class(p, c, UC_DEV_VID_CLASS);
	if (scan_hex(&p, 0xffff, &c->pid, &why))
		return bad(c, why);
	if (!*p)
		return scan_end(p, c, UC_DEV_VID_PID);
	if (expect_str(&p, "."))
		return bad(c, "'.' and revision or configuration expected after product id");
	/* ".configC" is a configuration, never a revision "c..." */
	if (expect_str(&p, "config")) {
		if (scan_hex(&p, 0xffff, &c->rev, &why))
			return bad(c, why);
		rev = true;
		if (!*p)
			return scan_end(p, c, UC_DEV_VID_PID_REV);
		if (expect_str(&p, ".config"))
			return bad(c, "'.config' expected after revision");
	}
	if (scan_hex(&p, 0xff, &c->config, &why))
		return bad(c, why);
	if (c->config == 0)
		return bad(c, "configuration 0 is not a configuration value");
	return scan_end(p, c, rev ? UC_DEV_VID_PID_REV_CFG : UC_DEV_VID_PID_CFG);
}

/* after "usbifVID," */
static int parse_iface_vid(const char *p, struct usb_compat *c)
{
	const char *why = NULL;

	if (!expect_str(&p, "class"))
		return scan_class(p, c, UC_IF_VID_CLASS);
	if (scan_hex(&p, 0xffff, &c->pid, &why))
		return bad(c, why);
	if (expect_str(&p, "."))
		return bad(c, "'.config' expected after product id");
	if (!expect_str(&p, "config"))
		return scan_config(p, c, UC_IF_VID_PID_CFG);
	if (scan_hex(&p, 0xffff, &c->rev, &why))
		return bad(c, why);
	if (expect_str(&p, ".config"))
		return bad(c, "'.config' expected after revision");
	return scan_config(p, c, UC_IF_VID_PID_REV_CFG);
}

/* after "usb," or "usbif," */
static int parse_generic(const char *p, struct usb_compat *c)
{
	if (!expect_str(&p, "class"))
		return scan_class(p, c, c->iface ? UC_IF_CLASS : UC_DEV_CLASS);
	if (!c->iface && !strcmp(p, "device")) {
		c->form = UC_DEV_DEVICE;
		return 0;
	}
	return bad(c, c->iface ? "'usbif,' must be followed by 'class'" :
		   "'usb,' must be followed by 'class' or 'device'");
}

/* does s look like a USB form: usb[if][hex]*, */
static const char *usb_prefix(const char *s, bool *iface)
{
	const char *p;

	if (strncmp(s, "usb", 3))
		return NULL;
	*iface = !strncmp(s, "usbif", 5);
	p = s + (*iface ? 5 : 3);
	while (isxdigit((unsigned char)*p))
		p++;
	return *p == ',' ? s + (*iface ? 5 : 3) : NULL;
}

int usb_compat_parse(const char *s, struct usb_compat *c)
{
	const char *p, *why = NULL;
	bool iface = false;

	memset(c, 0, sizeof(*c));
	p = usb_prefix(s, &iface);
	if (!p)
		return 0;	/* UC_NONE */
	c->iface = iface;
	if (*p == ',')
		return parse_generic(p + 1, c);
	if (scan_hex(&p, 0xffff, &c->vid, &why))
		return bad(c, why);
	p++;	/* the comma */
	return iface ? parse_iface_vid(p, c) : parse_device_vid(p, c);
}

bool usb_compat_is_device_form(enum usb_compat_form f)
{
	return f >= UC_DEV_VID_PID_REV_CFG && f <= UC_DEV_DEVICE;
}

bool usb_compat_is_iface_form(enum usb_compat_form f)
{
	return f >= UC_IF_VID_PID_REV_CFG && f <= UC_IF_CLASS;
}

bool usb_compat_is_usb_name(const char *s)
{
	bool iface;

	return usb_prefix(s, &iface) != NULL;
}
