# shellcheck shell=bash disable=SC2046
board=opipc
desc="the Orange Pi PC demo (arm32) through the project's U-Boot: U-Boot's smsc95xx pings on the SoC's EHCI, then USB devices with their nodes, interfaces with name and MAC (make demo BOARD=opipc)"
boot=uboot
overlay=demo.dtso
timeout=300
uboot_env=(eth1addr=02:de:ad:be:ef:97 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; setenv ethact smsc95xx_eth; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:de:ad:be:ef:97
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/opipc.sh"
qemu_args+=(
	-device usb-hub,bus=usb-bus.5,port=1
	$(usb_net usb-bus.5 1.1 52:54:00:12:34:02)
)
emu_host_extra() {
	opipc_uboot_boot_checks
	opipc_uboot_nic_checks 02:de:ad:be:ef:97
}
