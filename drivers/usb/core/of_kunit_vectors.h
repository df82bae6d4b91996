/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test vectors for the compatible names of USB device-tree nodes, written
 * from "Open Firmware Recommended Practice: Universal Serial Bus" (v1,
 * 1998), sections 3.2.2.1 (device nodes), 3.3.2.1 (interface nodes) and
 * 3.4 (combined nodes). Data only: the includer defines the two macros.
 *
 * Descriptor fields, in this order, for both macros:
 *   level   DEV for a device or combined node, IF for an interface node
 *   vid, pid, rev        idVendor, idProduct, bcdDevice
 *   dc, dsc, dp          bDeviceClass, bDeviceSubClass, bDeviceProtocol
 *   ncfg                 bNumConfigurations
 *   cfg, nif             bConfigurationValue and bNumInterfaces of the
 *                        configuration in use
 *   ifn, ic, isc, ip     bInterfaceNumber, bInterfaceClass,
 *                        bInterfaceSubClass, bInterfaceProtocol of the
 *                        interface (for DEV: of the sole interface, used
 *                        by a combined node)
 *
 * USB_OF_NAMES(fields..., names...): the names a node for this device or
 * interface carries, in the binding's order, one string each.
 * A DEV node is a combined node when the device has one configuration
 * with one interface and bDeviceClass is 0 or 9 (hub).
 *
 * USB_OF_IDENTITY(fields..., expected, names...): whether a node whose
 * compatible list is @names names this device or interface. The most
 * specific names of the list decide:
 * product names ("usbVID,PID...", "usbifVID,PID..."), else vendor class
 * names ("usbVID,classDC...", "usbifVID,classIC..."), else generic names
 * ("usb,...", "usbif,..."); one of them must be one of the device's names.
 * Names that are not USB names are ignored; a list of only those names
 * nothing.
 */

/* combined node: a mouse, one configuration, interface 3/1/2 (section 3.4) */
USB_OF_NAMES(DEV, 0x430, 0x100, 0x102, 0, 0, 0, 1, 1, 1, 0, 3, 1, 2,
	     "usb430,100.102", "usb430,100", "usbif430,class3.1.2", "usbif430,class3.1",
	     "usbif430,class3", "usbif,class3.1.2", "usbif,class3.1", "usbif,class3")
/* combined node: a hub (class 9 device with its one hub interface) */
USB_OF_NAMES(DEV, 0x424, 0x9514, 0x200, 9, 0, 2, 1, 1, 1, 0, 9, 0, 1,
	     "usb424,9514.200", "usb424,9514", "usb424,class9.0.2", "usb424,class9.0",
	     "usb424,class9", "usb,class9.0.2", "usb,class9.0", "usb,class9", "usbif424,class9.0.1",
	     "usbif424,class9.0", "usbif424,class9", "usbif,class9.0.1", "usbif,class9.0",
	     "usbif,class9")
/* device node: vendor class device with one interface (LAN9514 Ethernet) */
USB_OF_NAMES(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff,
	     "usb424,ec00.200", "usb424,ec00", "usb424,classff.0.ff", "usb424,classff.0",
	     "usb424,classff", "usb,classff.0.ff", "usb,classff.0", "usb,classff", "usb,device")
/* its interface node */
USB_OF_NAMES(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff,
	     "usbif424,ec00.200.config1.0", "usbif424,ec00.config1.0", "usbif424,classff.0.ff",
	     "usbif424,classff.0", "usbif424,classff", "usbif,classff.0.ff", "usbif,classff.0",
	     "usbif,classff")
/* device node: class 0, one configuration, two interfaces: no class forms */
USB_OF_NAMES(DEV, 0xbda, 0x8153, 0x3100, 0, 0, 0, 1, 1, 2, 0, 0xff, 0xff, 0,
	     "usbbda,8153.3100", "usbbda,8153", "usb,device")
/* device node of a multi-configuration device, second configuration in use */
USB_OF_NAMES(DEV, 0x1d6b, 0x104, 0x510, 0xef, 2, 1, 2, 2, 2, 0, 2, 6, 0,
	     "usb1d6b,104.510.config2", "usb1d6b,104.510", "usb1d6b,104.config2", "usb1d6b,104",
	     "usb1d6b,classef.2.1", "usb1d6b,classef.2", "usb1d6b,classef", "usb,classef.2.1",
	     "usb,classef.2", "usb,classef", "usb,device")
/* hex letters in REV, configuration and interface numbers */
USB_OF_NAMES(DEV, 0xabcd, 0xef01, 0xa0b, 0, 0, 0, 3, 0xc, 14, 0xd, 0xa, 0xb, 0xc,
	     "usbabcd,ef01.a0b.configc", "usbabcd,ef01.a0b", "usbabcd,ef01.configc", "usbabcd,ef01",
	     "usb,device")
USB_OF_NAMES(IF, 0xabcd, 0xef01, 0xa0b, 0, 0, 0, 3, 0xc, 14, 0xd, 0xa, 0xb, 0xc,
	     "usbifabcd,ef01.a0b.configc.d", "usbifabcd,ef01.configc.d", "usbifabcd,classa.b.c",
	     "usbifabcd,classa.b", "usbifabcd,classa", "usbif,classa.b.c", "usbif,classa.b",
	     "usbif,classa")
/* interface node of class 0: no class forms */
USB_OF_NAMES(IF, 0x1234, 0x5678, 0x1, 0, 0, 0, 1, 1, 2, 1, 0, 0, 0,
	     "usbif1234,5678.1.config1.1", "usbif1234,5678.config1.1")
/* zero fields print as one digit; leading zeroes are never printed */
USB_OF_NAMES(DEV, 0x1, 0x0, 0x0, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0,
	     "usb1,0.0", "usb1,0", "usb,device")
/* a hub with two interfaces is not combined (class forms, usb,device) */
USB_OF_NAMES(DEV, 0x5e3, 0x626, 0x660, 9, 0, 3, 1, 1, 2, 0, 9, 0, 0,
	     "usb5e3,626.660", "usb5e3,626", "usb5e3,class9.0.3", "usb5e3,class9.0",
	     "usb5e3,class9", "usb,class9.0.3", "usb,class9.0", "usb,class9", "usb,device")

/* identity: specific names */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb424,ec00")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,ec01")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb424,ec00.200")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,ec00.201")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb424,classff")
/* a spec-complete list names exactly its device, although it ends in usb,device */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb424,ec00.200", "usb424,ec00", "usb424,classff.0.ff", "usb424,classff.0",
		"usb424,classff", "usb,classff.0.ff", "usb,classff.0", "usb,classff", "usb,device")
USB_OF_IDENTITY(DEV, 0x424, 0x7800, 0x300, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,ec00.200", "usb424,ec00", "usb424,classff.0.ff", "usb424,classff.0",
		"usb424,classff", "usb,classff.0.ff", "usb,classff.0", "usb,classff", "usb,device")
/* a less specific name does not rescue a list whose product names do not match */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,ec01", "usb,device")
/* vendor class names decide a list without product names */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,class2", "usb,classff")
/* generic names only */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb,device")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb,classff")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb,class2")
/* upper case is another name */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,EC00")
/* leading zeroes: the same numbers, as written in-tree (onboard_usb_dev) */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb0424,ec00")
USB_OF_IDENTITY(DEV, 0x424, 0x7800, 0x300, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb0424,ec00")
USB_OF_IDENTITY(DEV, 0x20b1, 0x13, 0x100, 0, 0, 0, 1, 1, 3, 0, 1, 1, 0, true,
		"usb20b1,0013")
USB_OF_IDENTITY(DEV, 0x1a40, 0x101, 0x111, 9, 0, 1, 1, 1, 1, 0, 9, 0, 0, true,
		"usb1a40,0101")
USB_OF_IDENTITY(DEV, 0x1a40, 0x201, 0x100, 9, 0, 2, 1, 1, 1, 0, 9, 0, 1, false,
		"usb1a40,0101")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb0424,ec00.0200")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usb0424,classff.00.ff")
USB_OF_IDENTITY(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usbif0424,ec00.config01.00")
/* names that are not USB names are ignored; only those names nothing */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"smsc,lan9514")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"smsc,lan9514", "usb424,ec00")
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424")
/* an interface name on a device node, a device name on an interface node */
USB_OF_IDENTITY(DEV, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usbif424,ec00.config1.0")
USB_OF_IDENTITY(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usb424,ec00")
USB_OF_IDENTITY(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usbif424,ec00.config1.0")
USB_OF_IDENTITY(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, false,
		"usbif424,ec00.config1.1")
USB_OF_IDENTITY(IF, 0x424, 0xec00, 0x200, 0xff, 0, 0xff, 1, 1, 1, 0, 0xff, 0, 0xff, true,
		"usbif,classff")
/* combined nodes: interface class forms, no usb,device */
USB_OF_IDENTITY(DEV, 0x430, 0x100, 0x102, 0, 0, 0, 1, 1, 1, 0, 3, 1, 2, true,
		"usbif,class3.1.2")
USB_OF_IDENTITY(DEV, 0x430, 0x100, 0x102, 0, 0, 0, 1, 1, 1, 0, 3, 1, 2, true,
		"usbif430,class3")
USB_OF_IDENTITY(DEV, 0x430, 0x100, 0x102, 0, 0, 0, 1, 1, 1, 0, 3, 1, 2, false,
		"usb,device")
USB_OF_IDENTITY(DEV, 0x424, 0x9514, 0x200, 9, 0, 2, 1, 1, 1, 0, 9, 0, 1, true,
		"usb424,9514")
USB_OF_IDENTITY(DEV, 0x424, 0x9514, 0x200, 9, 0, 2, 1, 1, 1, 0, 9, 0, 1, true,
		"usb,class9")
/* multi-configuration devices: the configuration in use */
USB_OF_IDENTITY(DEV, 0x1d6b, 0x104, 0x510, 0xef, 2, 1, 2, 2, 2, 0, 2, 6, 0, true,
		"usb1d6b,104.config2")
USB_OF_IDENTITY(DEV, 0x1d6b, 0x104, 0x510, 0xef, 2, 1, 2, 2, 2, 0, 2, 6, 0, false,
		"usb1d6b,104.config1")
USB_OF_IDENTITY(DEV, 0x1d6b, 0x104, 0x510, 0xef, 2, 1, 2, 2, 2, 0, 2, 6, 0, true,
		"usb1d6b,104.510.config2")
/* ".configc" is a configuration, never a REV of "c" followed by junk */
USB_OF_IDENTITY(DEV, 0xabcd, 0xef01, 0xc, 0, 0, 0, 3, 0xc, 14, 0xd, 0xa, 0xb, 0xc, true,
		"usbabcd,ef01.configc")
USB_OF_IDENTITY(DEV, 0xabcd, 0xef01, 0xc, 0, 0, 0, 1, 1, 2, 0, 0xa, 0xb, 0xc, false,
		"usbabcd,ef01.configc")
